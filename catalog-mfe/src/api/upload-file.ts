import type { Upload } from '@shop/contracts';
import { catalogApi } from './area.ts';

/** `POST /api/uploads` (multipart): the BFF checks the file by its content and keeps it for its owner. */
export const uploadFileApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    catalogUploadFile: build.mutation<Upload, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: '/uploads', method: 'POST', body };
      },
    }),
  }),
});

export const { useCatalogUploadFileMutation } = uploadFileApi;
