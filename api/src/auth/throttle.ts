/**
 * In-memory sign-in throttle: after `maxFailures` failed attempts for the same username OR the same IP
 * within `windowMs`, further attempts are refused until the oldest counted failure leaves the window.
 * A success clears the username's failures (the IP keeps its history).
 */
export class SignInThrottle {
  private failures = new Map<string, number[]>();

  constructor(
    private opts: { maxFailures: number; windowMs: number },
    private now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const cutoff = this.now() - this.opts.windowMs;
    const list = (this.failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** Seconds to wait, or 0 when the attempt may go ahead. */
  retryAfter(username: string, ip: string): number {
    let waitMs = 0;
    for (const key of [`u:${username}`, `ip:${ip}`]) {
      const list = this.recent(key);
      if (list.length >= this.opts.maxFailures) {
        const until = list[list.length - this.opts.maxFailures] + this.opts.windowMs;
        waitMs = Math.max(waitMs, until - this.now());
      }
    }
    return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
  }

  recordFailure(username: string, ip: string): void {
    const t = this.now();
    for (const key of [`u:${username}`, `ip:${ip}`]) {
      const list = this.recent(key);
      list.push(t);
      this.failures.set(key, list);
    }
    if (this.failures.size > 100_000) this.sweep();
  }

  recordSuccess(username: string): void {
    this.failures.delete(`u:${username}`);
  }

  private sweep(): void {
    for (const key of [...this.failures.keys()]) this.recent(key);
  }
}
