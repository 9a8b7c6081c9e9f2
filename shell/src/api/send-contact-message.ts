import type { ContactMessageBody, ContactMessageReceived } from '@shop/contracts';
import { shellApi } from './area.ts';

/** `POST /api/contact`: the contact form's message, mailed to the shop team. */
export const sendContactMessageApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    shellSendContactMessage: build.mutation<ContactMessageReceived, ContactMessageBody>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
  }),
});

export const { useShellSendContactMessageMutation } = sendContactMessageApi;
