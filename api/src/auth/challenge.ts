import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Challenge, ChallengeSolution } from '@abacus/contract/auth-schema';
import type { Db } from '../db/client.ts';
import { hit } from '../limits/counters.ts';
import { serverSecret } from './server-secrets.ts';

/** How long a challenge may be solved and used. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;

export interface ChallengeOptions {
  /** The secret counter lies between max/2 and max: about max * 0.75 SHA-256 hashes to find (~0.5 s in a browser). */
  maxCounter: number;
  /** ALTCHA_HMAC_SECRET, or null to use (and make once) the database's shared secret. */
  secret: string | null;
}

/**
 * Self-hosted proof-of-work challenges (ALTCHA v2 on altcha-lib, SHA-256): costly at the scale of a password-guessing
 * script, a moment for a person's browser. The server signs what it issued and remembers what was used.
 */
export class SignInChallenges {
  private secrets: Promise<{ signature: string; key: string }> | null = null;

  private readonly db: Db;
  private readonly options: ChallengeOptions;

  constructor(db: Db, options: ChallengeOptions) {
    this.db = db;
    this.options = options;
  }

  private keys() {
    this.secrets ??= (async () => {
      const base = this.options.secret ?? (await serverSecret(this.db, 'altcha'));
      return { signature: `${base}:signature`, key: `${base}:key` };
    })();
    return this.secrets;
  }

  async issue(): Promise<Challenge> {
    const { signature, key } = await this.keys();
    const max = Math.max(2, this.options.maxCounter);
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(Math.floor(max / 2), max),
      deriveKey,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
      hmacSignatureSecret: signature,
      hmacKeySignatureSecret: key,
    });
    return challenge as Challenge;
  }

  /** True once per issued, unexpired, correctly solved challenge; a replayed solution is false. */
  async redeem(payload: ChallengeSolution): Promise<boolean> {
    const { signature, key } = await this.keys();
    let verified = false;
    try {
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: signature,
        hmacKeySignatureSecret: key,
      });
      verified = result.verified;
    } catch {
      verified = false; // malformed parameters: not a solution
    }
    if (!verified) return false;
    const used = await hit(this.db, `altcha-used:${payload.challenge.signature}`, CHALLENGE_TTL_SECONDS + 60);
    return used.count === 1;
  }
}
