import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** How long a health probe waits for `select 1`. */
export const PROBE_TIMEOUT_MS = 1000;
const PROBE_INTERVAL_MS = 500;

/**
 * Whether the database answers. A request that fails because the database cannot be reached marks it down; from
 * then on requests that need it are answered 503 at once (instead of each waiting for a connection timeout) while a
 * probe runs `select 1` until the database answers again.
 */
export class DatabaseHealth {
  private down = false;
  private probing: NodeJS.Timeout | undefined;

  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  get isDown(): boolean {
    return this.down;
  }

  /** `select 1` within the timeout. */
  async check(timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    const query = this.db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([query, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** A check that succeeded (healthz) ends the outage at once, without waiting for the probe. */
  markUp(): void {
    this.down = false;
    clearTimeout(this.probing);
    this.probing = undefined;
  }

  markDown(): void {
    if (this.down) return;
    this.down = true;
    const probe = async () => {
      if (await this.check()) {
        this.down = false;
        this.probing = undefined;
        return;
      }
      this.probing = setTimeout(probe, PROBE_INTERVAL_MS);
      this.probing.unref();
    };
    this.probing = setTimeout(probe, 0);
    this.probing.unref();
  }

  stop(): void {
    clearTimeout(this.probing);
  }
}
