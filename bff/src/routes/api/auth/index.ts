import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  ForgotPasswordBodySchema,
  ForgotPasswordResponseSchema,
  LoginBodySchema,
  MeResponseSchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  SessionResponseSchema,
} from '@shop/contracts';
import { Type } from 'typebox';
import { passwordResetMail } from '../../../domain/password-reset-mail.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../../domain/passwords.ts';
import { ApiHttpError, invalidFields } from '../../../lib/api-error.ts';
import { publicOrigin } from '../../../lib/public-url.ts';
import { SESSION_COOKIE } from '../../../plugins/auth.ts';
import { createBuyer, findBuyerByEmail, setPasswordHash, toBuyer } from '../../../repositories/buyers.ts';
import { consumePasswordReset, createPasswordReset } from '../../../repositories/password-resets.ts';
import { createSession, revokeAllSessions, revokeSession } from '../../../repositories/sessions.ts';

const FORGOT_ANSWER = 'If an account exists for this address, we have sent it a link to reset the password.';

const errors = { 400: ApiErrorSchema, 429: ApiErrorSchema };

const auth: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db, config } = fastify;
  const rateLimit = fastify.authRateLimit;
  // Reset mails are sent after answering; shutdown waits for the ones still in flight.
  const pendingMails = new Set<Promise<unknown>>();
  fastify.addHook('onClose', async () => {
    await Promise.allSettled(pendingMails);
  });

  fastify.post(
    '/register',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Create a buyer account and log in',
        body: RegisterBodySchema,
        response: { 201: SessionResponseSchema, 409: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { email, businessName, password, confirmPassword } = request.body;
      if (password !== confirmPassword) throw invalidFields({ confirmPassword: 'passwords_do_not_match' });
      const row = await createBuyer(db, { email, businessName, passwordHash: await hashPassword(password) });
      if (!row) throw new ApiHttpError(409, 'email_taken', 'An account with this e-mail already exists.');
      fastify.setSessionCookie(reply, await createSession(db, row.id, config.sessionTtlHours));
      return reply.code(201).send({ buyer: toBuyer(row) });
    },
  );

  fastify.post(
    '/login',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Log in with e-mail and password',
        body: LoginBodySchema,
        response: { 200: SessionResponseSchema, 401: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await findBuyerByEmail(db, request.body.email);
      // Unknown addresses cost a full hash check too, so timing does not tell them apart.
      const valid = await verifyPassword(
        request.body.password,
        row?.password_hash ?? (await decoyPasswordHash()),
      );
      if (!row || !valid) throw new ApiHttpError(401, 'invalid_credentials', 'Invalid email or password.');
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await revokeSession(db, previous);
      fastify.setSessionCookie(reply, await createSession(db, row.id, config.sessionTtlHours));
      return { buyer: toBuyer(row) };
    },
  );

  fastify.post(
    '/logout',
    {
      schema: { tags: ['auth'], summary: 'End the current session', response: { 204: Type.Null() } },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await revokeSession(db, token);
      fastify.clearSessionCookie(reply);
      return reply.code(204).send(null);
    },
  );

  fastify.get(
    '/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The logged-in buyer, or null for a visitor',
        response: { 200: MeResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { buyer: request.buyer };
    },
  );

  fastify.post(
    '/forgot-password',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password-reset link (same answer whether or not the account exists)',
        body: ForgotPasswordBodySchema,
        response: { 202: ForgotPasswordResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await findBuyerByEmail(db, request.body.email);
      if (row) {
        // Token and mail after the answer: known and unknown addresses answer equally fast.
        const origin = publicOrigin(request, config.publicUrl);
        const sending = (async () => {
          const token = await createPasswordReset(db, row.id);
          const link = `${origin}/reset-password?token=${encodeURIComponent(token)}`;
          await fastify.mailer.send(passwordResetMail(row.email, link));
        })()
          .catch((err: unknown) => request.log.error({ err }, 'password reset mail failed'))
          .finally(() => pendingMails.delete(sending));
        pendingMails.add(sending);
      }
      return reply.code(202).send({ message: FORGOT_ANSWER });
    },
  );

  fastify.post(
    '/reset-password',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the e-mailed token (single use, valid one hour)',
        body: ResetPasswordBodySchema,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      const { token, password, confirmPassword } = request.body;
      if (password !== confirmPassword) throw invalidFields({ confirmPassword: 'passwords_do_not_match' });
      const passwordHash = await hashPassword(password);
      const buyerId = await consumePasswordReset(db, token);
      if (!buyerId) {
        throw new ApiHttpError(
          400,
          'invalid_token',
          'This reset link is invalid or has expired. Ask for a new one.',
        );
      }
      await setPasswordHash(db, buyerId, passwordHash);
      await revokeAllSessions(db, buyerId);
      fastify.clearSessionCookie(reply);
      return reply.code(204).send(null);
    },
  );
};

export default auth;
