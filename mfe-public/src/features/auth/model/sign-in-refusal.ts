// What a refused sign-in means for the modal: words to show, or the challenge to solve first.
import { errorCode, isAxiosError, statusOf } from '@abacus/shared';
import { SIGN_IN_CODES } from '@abacus/contract/auth';

export type Refusal =
  | { kind: 'challenge' }
  | { kind: 'wait'; seconds: number | null }
  | { kind: 'deactivated' }
  | { kind: 'wrong' }
  | { kind: 'other' };

/** Seconds from the answer's Retry-After header, when it has a usable one. */
const retryAfter = (error: unknown): number | null => {
  if (!isAxiosError(error)) return null;
  const seconds = Number(error.response?.headers?.['retry-after']);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
};

export function refusalOf(error: unknown): Refusal {
  const code = errorCode(error);
  if (code === SIGN_IN_CODES.challengeRequired || code === SIGN_IN_CODES.challengeInvalid) return { kind: 'challenge' };
  if (code === SIGN_IN_CODES.accountDeactivated) return { kind: 'deactivated' };
  const status = statusOf(error);
  if (status === 429) return { kind: 'wait', seconds: retryAfter(error) };
  if (status === 400) return { kind: 'wrong' };
  return { kind: 'other' };
}
