import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  RecoveryCodesSchema,
  SecondFactorBodySchema,
  StaffSessionResponseSchema,
  TotpEnrolmentSchema,
} from '@shop/contracts';
import { appendAudit } from '../../../../domain/office/audit.ts';
import {
  matchTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  qrSvg,
} from '../../../../domain/staff/second-factor.ts';
import { ApiHttpError } from '../../../../lib/api-error.ts';
import { currentStaff, staffView } from '../../../../plugins/auth.ts';
import {
  enableTotp,
  findStaffById,
  startTotpEnrolment,
  useTotpStep,
} from '../../../../repositories/staff.ts';
import { markStaffSessionVerified } from '../../../../repositories/staff-sessions.ts';

/** `/api/office/me`: the member's own session and their authenticator (TOTP) enrolment. */
const me: FastifyPluginAsyncTypebox = async (fastify) => {
  const security = [{ session: [] }];
  const tags = ['office: me'];
  const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 409: ApiErrorSchema };

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
    async (request) => ({ staff: staffView(currentStaff(request), fastify.config.staffSecondFactor) }),
  );

  fastify.post(
    '/second-factor',
    {
      config: { secondFactorPending: true },
      schema: {
        tags,
        summary: 'Start setting up an authenticator app: a new secret as an otpauth URI and a QR code',
        description:
          'A member who already has one must be past their second factor to replace it. The secret is trusted only once `POST …/second-factor/confirm` receives a code made from it.',
        security,
        response: { 200: TotpEnrolmentSchema, ...errors },
      },
    },
    async (request) => {
      const session = currentStaff(request);
      if (session.totpEnabled && !session.verified) {
        throw new ApiHttpError(
          403,
          'second_factor_required',
          'Enter your current code before setting up a new one.',
        );
      }
      const secret = newTotpSecret();
      await startTotpEnrolment(fastify.db, session.staffId, secret);
      const uri = otpauthUri(secret, session.email);
      return { secret, otpauthUri: uri, qrSvg: await qrSvg(uri) };
    },
  );

  fastify.post(
    '/second-factor/confirm',
    {
      config: { secondFactorPending: true },
      schema: {
        tags,
        summary: 'Finish the set-up with a code from the app; answers the recovery codes, shown once',
        security,
        body: SecondFactorBodySchema,
        response: { 200: RecoveryCodesSchema, ...errors },
      },
    },
    async (request) => {
      const session = currentStaff(request);
      if (session.totpEnabled && !session.verified) {
        throw new ApiHttpError(
          403,
          'second_factor_required',
          'Enter your current code before setting up a new one.',
        );
      }
      const staff = await findStaffById(fastify.db, session.staffId);
      if (!staff?.totp_secret) {
        throw new ApiHttpError(409, 'conflict', 'Start the set-up first: POST /api/office/me/second-factor.');
      }
      const step = matchTotpStep(staff.totp_secret, request.body.code);
      if (step === null || !(await useTotpStep(fastify.db, staff.id, step))) {
        throw new ApiHttpError(
          400,
          'invalid_second_factor',
          'This code does not match; check the time on your phone and try the current one.',
        );
      }
      const { codes, hashes } = newRecoveryCodes();
      await enableTotp(fastify.db, staff.id, hashes);
      await markStaffSessionVerified(fastify.db, session.sessionId);
      await appendAudit(fastify.db, { id: staff.id, name: staff.name }, 'second_factor_enrolled', {
        kind: 'staff',
        ref: staff.email,
      });
      return { recoveryCodes: codes };
    },
  );
};

export default me;
