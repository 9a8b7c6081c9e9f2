import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  RecoveryCodesSchema,
  SecondFactorBodySchema,
  StaffSessionResponseSchema,
  TotpEnrolmentSchema,
  TotpEnrolmentStartSchema,
} from '@shop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  confirmAuthenticator,
  removeAuthenticator,
  startAuthenticator,
} from '../../../../domain/staff/second-factor-changes.ts';
import { ApiHttpError } from '../../../../lib/api-error.ts';
import { accountKey } from '../../../../plugins/account-guesses.ts';
import { currentStaff, SESSION_COOKIE, staffView } from '../../../../plugins/auth.ts';
import { rotateStaffSession } from '../../../../repositories/staff-sessions.ts';

/** `/api/office/me`: the member's own session and their authenticator (TOTP): set up, replaced, removed. */
const me: FastifyPluginAsyncTypebox = async (fastify) => {
  const security = [{ session: [] }];
  const tags = ['office: me'];
  const errors = {
    400: ApiErrorSchema,
    401: ApiErrorSchema,
    403: ApiErrorSchema,
    409: ApiErrorSchema,
    429: ApiErrorSchema,
  };
  const { config } = fastify;

  /** A member with a second factor may change it only past it (their session gave a code at login). */
  const pastSecondFactor = (request: FastifyRequest) => {
    const session = currentStaff(request);
    if (session.totpEnabled && !session.verified) {
      throw new ApiHttpError(
        403,
        'second_factor_required',
        'Enter your current code before setting up a new one.',
      );
    }
    return session;
  };

  /** The session gets a new id once its second factor is given (a token seen before then is worth nothing). */
  const rotate = async (request: FastifyRequest, reply: FastifyReply, staffId: string) => {
    const token = await rotateStaffSession(
      fastify.db,
      request.cookies[SESSION_COOKIE] ?? '',
      staffId,
      config.staffSessionIdleHours,
    );
    fastify.setSessionCookie(reply, token, null);
  };

  fastify.get(
    '/',
    {
      config: { secondFactorPending: true },
      schema: {
        tags,
        summary: 'The staff member of this session and what it still needs (second factor)',
        security,
        response: { 200: StaffSessionResponseSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request) => ({ staff: staffView(currentStaff(request), config.staffSecondFactor) }),
  );

  fastify.post(
    '/second-factor',
    {
      config: { secondFactorPending: true, rateLimit: fastify.authRateLimit },
      schema: {
        tags,
        summary: 'Start setting up an authenticator app: a new secret as an otpauth URI and a QR code',
        description:
          'A member who already has one gives a code of it (or a recovery code) as `currentCode`; it stays in force until `POST …/second-factor/confirm` receives a code made from the new secret.',
        security,
        body: TotpEnrolmentStartSchema,
        response: { 200: TotpEnrolmentSchema, ...errors },
      },
    },
    async (request) => {
      const session = pastSecondFactor(request);
      return fastify.accountGuesses.guard(request, accountKey('second-factor', session.staffId), () =>
        startAuthenticator(fastify.db, session.staffId, request.body?.currentCode),
      );
    },
  );

  fastify.post(
    '/second-factor/confirm',
    {
      config: { secondFactorPending: true, rateLimit: fastify.authRateLimit },
      schema: {
        tags,
        summary: 'Finish the set-up with a code from the app; answers the recovery codes, shown once',
        description:
          'The new authenticator replaces any earlier one (and its recovery codes); the member is mailed, and the session gets a new id.',
        security,
        body: SecondFactorBodySchema,
        response: { 200: RecoveryCodesSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = pastSecondFactor(request);
      const recoveryCodes = await confirmAuthenticator(fastify.db, session.staffId, request.body.code);
      await rotate(request, reply, session.staffId);
      return { recoveryCodes };
    },
  );

  fastify.post(
    '/second-factor/remove',
    {
      config: { rateLimit: fastify.authRateLimit },
      schema: {
        tags,
        summary: 'Switch the second factor off with a code of it (or a recovery code)',
        description:
          'Only where the shop does not require one (`STAFF_2FA=optional`): else 409 `second_factor_required`. The member is mailed.',
        security,
        body: SecondFactorBodySchema,
        response: { 200: StaffSessionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = pastSecondFactor(request);
      await fastify.accountGuesses.guard(request, accountKey('second-factor', session.staffId), () =>
        removeAuthenticator(fastify.db, session.staffId, request.body.code, config.staffSecondFactor),
      );
      return { staff: staffView({ ...session, totpEnabled: false }, config.staffSecondFactor) };
    },
  );
};

export default me;
