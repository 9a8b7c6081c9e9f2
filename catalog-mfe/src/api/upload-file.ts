import type { Upload } from '@shop/contracts';
import { api } from '@shop/platform';

/** `POST /api/uploads` (multipart): the BFF checks the file by its content and keeps it for its owner. */
export const uploadFileApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadFile: build.mutation<Upload, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: '/uploads', method: 'POST', body };
      },
    }),
  }),
});

export const { useUploadFileMutation } = uploadFileApi;
