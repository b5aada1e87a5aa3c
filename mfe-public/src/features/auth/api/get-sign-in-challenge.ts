// GET users/user/auth/challenge: the proof-of-work challenge a sign-in needs after repeated failures.
import { api, noAuth } from '@abacus/shared';
import { CHALLENGE_PATH } from '@abacus/contract/auth';
import type { Challenge } from '@abacus/contract/auth-schema';

export async function getSignInChallenge(): Promise<Challenge> {
  const { data } = await api.get<Challenge>(CHALLENGE_PATH, noAuth());
  return data;
}
