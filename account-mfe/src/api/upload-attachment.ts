import type { Upload } from '@shop/contracts';
import { accountApi } from './area.ts';

/**
 * A file for a message, stored before the message is sent (the BFF checks its type by content and its
 * size); the message then names it by id.
 */
export const uploadAttachmentApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    accountUploadAttachment: build.mutation<Upload, File>({
      query: (file) => {
        const form = new FormData();
        form.append('file', file, file.name);
        return { url: '/uploads', method: 'POST', body: form };
      },
    }),
  }),
});

export const { useAccountUploadAttachmentMutation } = uploadAttachmentApi;
