/**
 * When a sign-in may be tried (OWASP Authentication Cheat Sheet, "Protect against automated attacks"):
 * - per account, a progressive delay: after `delayAfter` failures the next try waits 1 s, then 2, 4, ... up to
 *   `maxDelaySeconds`, counted from the latest failure; after `accountChallengeAfter` failures a proof-of-work
 *   challenge is required as well;
 * - per client address, failures across all accounts only ever ask for the challenge: a classroom behind one NAT is
 *   never refused a correct password because one child mistyped.
 * Pure: the counters come in, a decision goes out.
 */
export interface SignInPolicy {
  delayAfter: number;
  maxDelaySeconds: number;
  accountChallengeAfter: number;
  addressChallengeAfter: number;
}

export const DEFAULT_SIGN_IN_POLICY: SignInPolicy = {
  delayAfter: 3,
  maxDelaySeconds: 30,
  accountChallengeAfter: 5,
  addressChallengeAfter: 10,
};

/** How long the account's latest failure holds off the next try. */
export function accountDelaySeconds(failures: number, policy: SignInPolicy): number {
  if (failures < policy.delayAfter) return 0;
  return Math.min(2 ** (failures - policy.delayAfter), policy.maxDelaySeconds);
}

export interface Counters {
  accountFailures: number;
  accountLastFailure: Date | null;
  addressFailures: number;
}

export type Decision = { kind: 'wait'; seconds: number } | { kind: 'challenge' } | { kind: 'go' };

export function decide(counters: Counters, now: Date, policy: SignInPolicy): Decision {
  const delay = accountDelaySeconds(counters.accountFailures, policy);
  if (delay > 0 && counters.accountLastFailure) {
    const waitMs = counters.accountLastFailure.getTime() + delay * 1000 - now.getTime();
    if (waitMs > 0) return { kind: 'wait', seconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }
  if (counters.accountFailures >= policy.accountChallengeAfter) return { kind: 'challenge' };
  if (counters.addressFailures >= policy.addressChallengeAfter) return { kind: 'challenge' };
  return { kind: 'go' };
}
