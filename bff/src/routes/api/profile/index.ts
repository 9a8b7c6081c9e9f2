import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Address, ApiErrorSchema, ProfileSchema, ProfileUpdateBodySchema } from '@shop/contracts';
import { ApiHttpError } from '../../../lib/api-error.ts';
import { currentBuyer } from '../../../plugins/auth.ts';
import { findBuyerById, toProfile, updateProfile, vatNumberField } from '../../../repositories/buyers.ts';

/** Stored form of an address: trimmed, postal code without its space (`NNN NN` -> `NNNNN`). */
function normalizeAddress(address: Address | null | undefined): Address | null | undefined {
  if (!address) return address;
  return {
    street: address.street.trim(),
    city: address.city.trim(),
    postalCode: address.postalCode.replace(/\s/gu, ''),
    country: address.country.trim(),
  };
}

const profile: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('preHandler', fastify.requireAnyBuyer);

  const gone = () => new ApiHttpError(401, 'unauthenticated', 'Please log in to continue.');

  fastify.get(
    '/',
    {
      schema: {
        tags: ['profile'],
        summary: "The logged-in buyer's profile",
        response: { 200: ProfileSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const row = await findBuyerById(fastify.db, currentBuyer(request).id);
      if (!row) throw gone();
      reply.header('cache-control', 'no-store');
      return toProfile(row);
    },
  );

  fastify.patch(
    '/',
    {
      schema: {
        tags: ['profile'],
        summary: 'Change business name, VAT number (ΑΦΜ), business address or delivery address',
        body: ProfileUpdateBodySchema,
        response: { 200: ProfileSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const { businessName, businessAddress, deliveryAddress } = request.body;
      const row = await updateProfile(fastify.db, currentBuyer(request).id, {
        businessName,
        vatNumber: vatNumberField(request.body.vatNumber),
        businessAddress: normalizeAddress(businessAddress),
        deliveryAddress: normalizeAddress(deliveryAddress),
      });
      if (!row) throw gone();
      return toProfile(row);
    },
  );
};

export default profile;
