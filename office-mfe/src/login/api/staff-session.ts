import type {
  LoginBody,
  MeResponse,
  RecoveryCodes,
  SecondFactorBody,
  SessionResponse,
  StaffPasswordBody,
  StaffSessionResponse,
  TotpEnrolment,
  TotpEnrolmentStart,
} from '@shop/contracts';
import { SESSION_DEPENDENT_TAGS, sessionApi } from '@shop/platform';
import { officeApi, recheckSessionWhenRefused } from '../../shared/api/office-api.ts';

/** `me` as the session now is: the answer of a login or a second factor says it, no need to ask again. */
function sessionNow(answer: SessionResponse | StaffSessionResponse): MeResponse {
  return 'staff' in answer ? { buyer: null, staff: answer.staff } : { buyer: answer.buyer };
}

const setMe = (value: MeResponse) =>
  sessionApi.util.upsertQueryEntries([{ endpointName: 'me', arg: undefined, value }]);

/** Everything a login changes but `me`, which the answer itself gives. */
const REFRESHED_BY_LOGIN = SESSION_DEPENDENT_TAGS.filter((tag) => tag !== 'Session');

/**
 * The staff member's way in: log in (the answer says whether a second factor is owed), the code or a
 * recovery code, setting up, replacing or removing an authenticator, and setting the password from the
 * mailed link.
 */
export const staffSessionApi = officeApi.injectEndpoints({
  endpoints: (build) => ({
    officeStaffLogin: build.mutation<SessionResponse | StaffSessionResponse, LoginBody>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(setMe(sessionNow(data)));
        } catch {
          // Still who they were: the form shows why.
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : [...REFRESHED_BY_LOGIN, 'officeLists']),
    }),
    officeVerifySecondFactor: build.mutation<StaffSessionResponse, SecondFactorBody>({
      query: (body) => ({ url: '/auth/second-factor', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(setMe(sessionNow(data)));
        } catch {
          // The code was refused: the form says so.
        }
      },
    }),
    /** A new secret set aside; replacing an authenticator takes a code of it (`currentCode`) too. */
    officeStartTotpEnrolment: build.mutation<TotpEnrolment, TotpEnrolmentStart>({
      query: (body) => ({ url: '/office/me/second-factor', method: 'POST', body }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        recheckSessionWhenRefused(dispatch, queryFulfilled),
    }),
    /** Answers the recovery codes; the session is then verified (`me` is asked again once they are saved). */
    officeConfirmTotpEnrolment: build.mutation<RecoveryCodes, SecondFactorBody>({
      query: (body) => ({ url: '/office/me/second-factor/confirm', method: 'POST', body }),
    }),
    /** Switches the authenticator off with a code of it (or a recovery code); `me` is the answer's staff. */
    officeRemoveSecondFactor: build.mutation<StaffSessionResponse, SecondFactorBody>({
      query: (body) => ({ url: '/office/me/second-factor/remove', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(setMe(sessionNow(data)));
        } catch {
          // Refused: the form says why; a session that ended is asked for again.
          await recheckSessionWhenRefused(dispatch, queryFulfilled);
        }
      },
    }),
    officeSetStaffPassword: build.mutation<void, StaffPasswordBody>({
      query: (body) => ({ url: '/auth/staff-password', method: 'POST', body }),
    }),
  }),
});

export const {
  useOfficeStaffLoginMutation,
  useOfficeVerifySecondFactorMutation,
  useOfficeStartTotpEnrolmentMutation,
  useOfficeConfirmTotpEnrolmentMutation,
  useOfficeRemoveSecondFactorMutation,
  useOfficeSetStaffPasswordMutation,
} = staffSessionApi;
