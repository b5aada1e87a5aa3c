// Solves the server's proof-of-work challenge in the browser (ALTCHA v2, SHA-256 through WebCrypto). The solver is
// loaded only when a sign-in is asked for a challenge, so the landing page's first load does not carry it.
import type { Challenge, ChallengeSolution } from '@abacus/contract/auth-schema';

export async function solveChallenge(challenge: Challenge, signal?: AbortSignal): Promise<ChallengeSolution> {
  const [{ solveChallenge: solve }, { deriveKey }] = await Promise.all([
    import(/* webpackChunkName: "altcha" */ 'altcha-lib'),
    import(/* webpackChunkName: "altcha" */ 'altcha-lib/algorithms/web/sha'),
  ]);
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort());
  const solution = await solve({ challenge, deriveKey, controller });
  if (!solution) throw new Error('The challenge could not be solved.');
  return { challenge, solution };
}
