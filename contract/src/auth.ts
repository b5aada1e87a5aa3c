// Sign-in answer codes (zod-free: the public remote reads them on its first load).

/** The `code` of a refused sign-in, which the sign-in modal turns into words or into the next step. */
export const SIGN_IN_CODES = {
  invalidCredentials: 'invalid_credentials',
  accountDeactivated: 'account_deactivated',
  /** The account waits (progressive delay): `Retry-After` says how long. Answered 429. */
  throttled: 'throttled',
  /** Repeated failures: solve GET users/user/auth/challenge and send it with the sign-in. */
  challengeRequired: 'challenge_required',
  /** The solution was wrong, expired or already used: solve a new challenge. */
  challengeInvalid: 'challenge_invalid',
} as const;

export const CHALLENGE_PATH = 'users/user/auth/challenge';

/** The `code` of a 401 answer: the shell tells a deactivated account apart from a session that ended. */
export const UNAUTHORIZED_CODES = {
  accountDeactivated: 'account_deactivated',
  /** The token outlived its absolute lifetime or its idle time. */
  sessionExpired: 'session_expired',
  /** Unknown or revoked (signed out, password changed). */
  tokenInvalid: 'token_invalid',
} as const;
