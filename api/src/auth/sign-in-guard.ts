import type { Db } from '../db/client.ts';
import { clear, hit, peekMany } from '../limits/counters.ts';
import { type Decision, decide, type SignInPolicy } from './sign-in-policy.ts';

const ACCOUNT_WINDOW_SECONDS = 24 * 60 * 60;
const ADDRESS_WINDOW_SECONDS = 60 * 60;

const accountKey = (username: string) => `signin-fail:account:${username}`;
const addressKey = (ip: string) => `signin-fail:address:${ip}`;

/** The sign-in policy on counters kept in PostgreSQL: every API process sees them, and a restart keeps them. */
export class SignInGuard {
  private readonly db: Db;
  private readonly policy: SignInPolicy;

  constructor(db: Db, policy: SignInPolicy) {
    this.db = db;
    this.policy = policy;
  }

  async check(username: string, ip: string): Promise<Decision> {
    const found = await peekMany(this.db, [accountKey(username), addressKey(ip)]);
    const account = found.get(accountKey(username));
    return decide(
      {
        accountFailures: account?.count ?? 0,
        accountLastFailure: account?.lastHit ?? null,
        addressFailures: found.get(addressKey(ip))?.count ?? 0,
      },
      new Date(),
      this.policy,
    );
  }

  async failed(username: string, ip: string): Promise<void> {
    await Promise.all([
      hit(this.db, accountKey(username), ACCOUNT_WINDOW_SECONDS),
      hit(this.db, addressKey(ip), ADDRESS_WINDOW_SECONDS),
    ]);
  }

  /** The account's failures are forgotten; the address keeps its history (it may be a script's). */
  async succeeded(username: string): Promise<void> {
    await clear(this.db, accountKey(username));
  }
}
