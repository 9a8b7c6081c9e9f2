import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  ForgotPasswordBodySchema,
  ForgotPasswordResponseSchema,
  type Language,
  LoginBodySchema,
  MeResponseSchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  SecondFactorBodySchema,
  SessionResponseSchema,
  StaffPasswordBodySchema,
  StaffSessionResponseSchema,
} from '@shop/contracts';
import { Type } from 'typebox';
import { resolveLanguage } from '../../../domain/language.ts';
import { loginFailuresMail, secondFactorFailuresMail } from '../../../domain/login-failures-mail.ts';
import { passwordResetMail } from '../../../domain/password-reset-mail.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../../domain/passwords.ts';
import { isCurrentSecondFactor } from '../../../domain/staff/second-factor-changes.ts';
import { ApiHttpError, invalidFields } from '../../../lib/api-error.ts';
import { accountKey } from '../../../plugins/account-guesses.ts';
import { SESSION_COOKIE, staffView } from '../../../plugins/auth.ts';
import {
  createBuyer,
  findBuyerByEmail,
  normalizeEmail,
  setBuyerLanguage,
  setPasswordHash,
  toBuyer,
  vatNumberField,
} from '../../../repositories/buyers.ts';
import { enqueueMails } from '../../../repositories/mail-outbox.ts';
import { consumePasswordReset, createPasswordReset } from '../../../repositories/password-resets.ts';
import { createSession, revokeAllSessions, revokeSession } from '../../../repositories/sessions.ts';
import {
  consumeStaffPasswordToken,
  findStaffByEmail,
  findStaffById,
  setStaffPassword,
} from '../../../repositories/staff.ts';
import {
  createStaffSession,
  findStaffSession,
  isStaffToken,
  revokeStaffSession,
  rotateStaffSession,
} from '../../../repositories/staff-sessions.ts';

/** Password-reset mails one account may be sent in an hour. */
const RESET_MAILS_PER_HOUR = 3;

const FORGOT_ANSWER = 'If an account exists for this address, we have sent it a link to reset the password.';

const errors = { 400: ApiErrorSchema, 429: ApiErrorSchema };

const auth: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db, config } = fastify;
  const rateLimit = fastify.authRateLimit;
  const resetMails = fastify.createRateLimit({
    max: RESET_MAILS_PER_HOUR,
    timeWindow: '1 hour',
    keyGenerator: (request) =>
      accountKey('reset-mails', normalizeEmail((request.body as { email: string }).email)),
  });
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
      const vatNumber = vatNumberField(request.body.vatNumber);
      const row = await createBuyer(db, {
        email,
        businessName,
        vatNumber,
        passwordHash: await hashPassword(password),
        approval: config.buyerApproval === 'manual' ? 'pending' : 'approved',
        language: resolveLanguage(undefined, request.headers['accept-language']),
      });
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
        response: {
          200: Type.Union([SessionResponseSchema, StaffSessionResponseSchema]),
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { password } = request.body;
      const email = normalizeEmail(request.body.email);
      // Wrong passwords count per account, a browser that logged in to it before apart from all others.
      const device = await fastify.knownDevices.of(request, email);
      const guessed = accountKey('login', device ? `${email}\n${device}` : email);
      // A buyer or a member of the shop team: the same form, the same answer when neither. An address is
      // one person's (migration 017); one stored before as both opens the account whose password it is.
      const [buyerRow, staffRow] = await Promise.all([
        findBuyerByEmail(db, email),
        findStaffByEmail(db, email),
      ]);
      const { row, staff } = await fastify.accountGuesses.guard(
        request,
        guessed,
        async () => {
          // Unknown addresses cost a full hash check too, so timing does not tell them apart.
          let valid = await verifyPassword(
            password,
            buyerRow?.password_hash ?? staffRow?.password_hash ?? (await decoyPasswordHash()),
          );
          let row = buyerRow;
          let staff = buyerRow ? undefined : staffRow;
          if (!valid && buyerRow && staffRow?.password_hash) {
            valid = await verifyPassword(password, staffRow.password_hash);
            if (valid) [row, staff] = [undefined, staffRow];
          }
          if ((!row && !staff) || !valid)
            throw new ApiHttpError(401, 'invalid_credentials', 'Invalid email or password.');
          return { row, staff };
        },
        async (failures) => {
          // Mailed once an hour, and never for a browser that logged in to the account before.
          if (!(buyerRow ?? staffRow) || device) return;
          const language = buyerRow ? (buyerRow.language as Language) : null;
          const link = `${config.linkOrigin}/forgot-password`;
          await enqueueMails(db, 'login failures', [loginFailuresMail({ email, language }, failures, link)]);
        },
      );
      // A browser is known to an account once it has logged in all the way: for a member with an
      // authenticator, once the code is given too (a password alone must not earn a count of its own).
      if (!staff?.totp_enabled_at) await fastify.knownDevices.remember(request, reply, email);
      const previous = request.cookies[SESSION_COOKIE];
      if (previous)
        await (isStaffToken(previous) ? revokeStaffSession(db, previous) : revokeSession(db, previous));

      if (staff) {
        if (staff.disabled_at)
          throw new ApiHttpError(403, 'account_disabled', 'This staff account is disabled.');
        // Nothing more to ask when no second factor is enrolled and none is required.
        const verified = !staff.totp_enabled_at && config.staffSecondFactor === 'optional';
        const token = await createStaffSession(db, staff.id, verified, config.staffSessionIdleHours);
        fastify.setSessionCookie(reply, token, null);
        const session = await findStaffSession(db, token, config.staffSessionIdleHours);
        if (!session) throw new Error('staff session vanished after login');
        return { staff: staffView(session, config.staffSecondFactor) };
      }

      if (!row) throw new Error('unreachable');
      if (row.approval === 'rejected') {
        throw new ApiHttpError(403, 'account_rejected', 'This account was not approved. Please contact us.');
      }
      await setBuyerLanguage(db, row.id, resolveLanguage(undefined, request.headers['accept-language']));
      fastify.setSessionCookie(reply, await createSession(db, row.id, config.sessionTtlHours));
      return { buyer: toBuyer(row) };
    },
  );

  fastify.post(
    '/second-factor',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary:
          "A staff member's second factor: the authenticator's 6-digit code, or a recovery code (used once)",
        body: SecondFactorBodySchema,
        response: { 200: StaffSessionResponseSchema, 401: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = request.staffSession;
      if (!session) throw new ApiHttpError(401, 'unauthenticated', 'Please log in to continue.');
      const staff = await findStaffById(db, session.staffId);
      if (!staff?.totp_enabled_at || !staff.totp_secret) {
        throw new ApiHttpError(400, 'bad_request', 'No authenticator is set up for this account.');
      }
      // Codes count per member, a browser that logged in all the way before apart from all others: someone
      // who has the password cannot make the member's own browser wait at this step.
      const device = await fastify.knownDevices.of(request, staff.email);
      await fastify.accountGuesses.guard(
        request,
        accountKey('second-factor', device ? `${staff.id}\n${device}` : staff.id),
        async () => {
          if (!(await isCurrentSecondFactor(db, staff, request.body.code)))
            throw new ApiHttpError(
              401,
              'invalid_second_factor',
              'This code is not valid. Try the current one.',
            );
        },
        async (failures) => {
          if (!device)
            await enqueueMails(db, 'code failures', [secondFactorFailuresMail(staff.email, failures)]);
        },
      );
      await fastify.knownDevices.remember(request, reply, staff.email);
      // A new session id once the second factor is given: the half-logged-in token stops working.
      const token = await rotateStaffSession(
        db,
        request.cookies[SESSION_COOKIE] ?? '',
        staff.id,
        config.staffSessionIdleHours,
      );
      fastify.setSessionCookie(reply, token, null);
      return { staff: staffView({ ...session, verified: true }, config.staffSecondFactor) };
    },
  );

  fastify.post(
    '/staff-password',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary:
          "Set a staff member's password with the link `npm run staff -- add` mailed (single use, 72 hours)",
        body: StaffPasswordBodySchema,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      const { token, password, confirmPassword } = request.body;
      if (password !== confirmPassword) throw invalidFields({ confirmPassword: 'passwords_do_not_match' });
      const passwordHash = await hashPassword(password);
      const staffId = await consumeStaffPasswordToken(db, token);
      const member = staffId ? await findStaffById(db, staffId) : undefined;
      if (!staffId || !member || member.disabled_at) {
        throw new ApiHttpError(
          400,
          'invalid_token',
          'This link is invalid or has expired. Ask the team for a new one.',
        );
      }
      await setStaffPassword(db, staffId, passwordHash);
      return reply.code(204).send(null);
    },
  );

  fastify.post(
    '/logout',
    {
      schema: { tags: ['auth'], summary: 'End the current session', response: { 204: Type.Null() } },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await (isStaffToken(token) ? revokeStaffSession(db, token) : revokeSession(db, token));
      fastify.clearSessionCookie(reply);
      return reply.code(204).send(null);
    },
  );

  fastify.get(
    '/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The logged-in buyer, or null for a visitor (and the staff member of a staff session)',
        response: { 200: MeResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const staff = request.staffSession;
      return staff
        ? { buyer: null, staff: staffView(staff, config.staffSecondFactor) }
        : { buyer: request.buyer };
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
      // At most RESET_MAILS_PER_HOUR mails per account, whoever asks: no one floods a buyer's inbox. Counted
      // for unknown addresses too, so both answer alike.
      const sent = await resetMails(request);
      const mailsLeft = sent.isAllowed || !sent.isExceeded;
      if (row && mailsLeft) {
        // Token and mail after the answer: known and unknown addresses answer equally fast.
        const origin = config.linkOrigin;
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
