import type { ContactMessageBody, ContactMessageReceived } from '@shop/contracts';
import { api } from '@shop/platform';

/** `POST /api/contact`: the contact form's message, mailed to the shop team. */
export const sendContactMessageApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactMessageReceived, ContactMessageBody>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = sendContactMessageApi;
