import type { SampleRequestBody, SampleRequestCreated } from '@shop/contracts';
import { api } from '@shop/platform';

/** `POST /api/samples`; refused with sample_limit_reached or sample_already_requested. */
export const requestSampleApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestSample: build.mutation<SampleRequestCreated, SampleRequestBody>({
      query: (body) => ({ url: '/samples', method: 'POST', body }),
      invalidatesTags: ['Samples'],
    }),
  }),
});

export const { useRequestSampleMutation } = requestSampleApi;
