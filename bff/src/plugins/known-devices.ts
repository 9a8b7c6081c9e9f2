import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sign, signingKey, verify } from '../domain/deployments/signing.ts';

/** The cookie naming a browser that logged in to an account before. */
export const KNOWN_DEVICE_COOKIE = 'shop_device';
const SIGNING_KEY = 'known-devices';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/**
 * A browser that logged in to an account gets a cookie naming it, signed for that account (a key kept in the
 * database, so every instance reads it). Its wrong passwords are counted apart from everyone else's
 * (account-guesses.ts): a stranger guessing an account from anywhere cannot make its owner's own browser wait.
 * The cookie says nothing of the account (its address is only in the signature) and opens nothing by itself.
 */
export interface KnownDevices {
  /** The id of this browser when the cookie is one signed for `email` (normalised), else null. */
  of(request: FastifyRequest, email: string): Promise<string | null>;
  /** After a successful login to `email`: this browser is known to the account from now on. */
  remember(request: FastifyRequest, reply: FastifyReply, email: string): Promise<void>;
}

export default fp(
  async function knownDevices(fastify: FastifyInstance) {
    const key = () => signingKey(fastify.db, SIGNING_KEY);
    const devices: KnownDevices = {
      async of(request, email) {
        const [id, signature] = (request.cookies[KNOWN_DEVICE_COOKIE] ?? '').split('.');
        if (!id || !signature || !/^[\w-]{16,64}$/.test(id)) return null;
        return verify(await key(), `${email}\n${id}`, signature) ? id : null;
      },
      async remember(request, reply, email) {
        const id = (await devices.of(request, email)) ?? randomBytes(16).toString('base64url');
        reply.setCookie(KNOWN_DEVICE_COOKIE, `${id}.${sign(await key(), `${email}\n${id}`)}`, {
          path: '/api/auth',
          httpOnly: true,
          sameSite: 'strict',
          secure: fastify.config.cookieSecure,
          maxAge: ONE_YEAR_SECONDS,
        });
      },
    };
    fastify.decorate('knownDevices', devices);
  },
  { name: 'known-devices', dependencies: ['db', 'cookie'], decorators: { fastify: ['config'] } },
);

declare module 'fastify' {
  interface FastifyInstance {
    knownDevices: KnownDevices;
  }
}
