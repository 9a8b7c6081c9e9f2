import { createSlice } from '@reduxjs/toolkit';

/**
 * Raised when the BFF answers 401 to a logged-in buyer (the session expired or was revoked elsewhere).
 * The shell reacts once per expiry by sending the buyer to /login with the way back.
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: { expiredCount: 0 },
  reducers: {
    sessionExpired(state) {
      state.expiredCount += 1;
    },
  },
  selectors: {
    selectSessionExpiredCount: (state) => state.expiredCount,
  },
});

export const { sessionExpired } = sessionSlice.actions;
export const { selectSessionExpiredCount } = sessionSlice.selectors;
