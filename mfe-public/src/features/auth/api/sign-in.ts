// POST users/user/auth through the shell's session (signIn stores the token and the profile and sends the user to
// their area). After repeated failures the server asks for a proof-of-work challenge: it is fetched, solved in the
// browser (a moment for a person, costly at a script's scale) and the sign-in is sent again with it.
import { useMutation } from '@abacus/shared/query';
import { signIn } from '@abacus/shared';
import { refusalOf } from '../model/sign-in-refusal';
import { solveChallenge } from '../model/solve-challenge';
import { getSignInChallenge } from './get-sign-in-challenge';

export interface SignInInput {
  username: string;
  password: string;
}

/** A used or expired challenge is answered challenge_invalid: a new one is solved, at most this many times. */
const CHALLENGE_TRIES = 2;

export const useSignIn = (onSolving: (solving: boolean) => void) =>
  useMutation({
    mutationFn: async ({ username, password }: SignInInput) => {
      try {
        return await signIn(username, password);
      } catch (error) {
        let last = error;
        for (let i = 0; i < CHALLENGE_TRIES && refusalOf(last).kind === 'challenge'; i++) {
          onSolving(true);
          try {
            const solved = await solveChallenge(await getSignInChallenge());
            onSolving(false);
            return await signIn(username, password, solved);
          } catch (retryError) {
            last = retryError;
          } finally {
            onSolving(false);
          }
        }
        throw last;
      }
    },
  });
