import type { SampleRequestBody, SampleRequestCreated } from '@shop/contracts';
import { catalogApi } from './area.ts';

/** `POST /api/samples`; refused with sample_limit_reached or sample_already_requested. */
export const requestSampleApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    catalogRequestSample: build.mutation<SampleRequestCreated, SampleRequestBody>({
      query: (body) => ({ url: '/samples', method: 'POST', body }),
      invalidatesTags: ['Samples'],
    }),
  }),
});

export const { useCatalogRequestSampleMutation } = requestSampleApi;
