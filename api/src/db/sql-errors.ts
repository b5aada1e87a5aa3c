// What a database error means: its SQLSTATE, and whether it says the database cannot be reached.

/**
 * SQLSTATE of a database error (drizzle wraps the driver's error in `cause`). Five-letter errno codes of the socket
 * (EPIPE) look alike but are not SQLSTATEs: no SQLSTATE class starts with E.
 */
export function sqlState(err: unknown): string | null {
  for (
    let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 3;
    e = e.cause as typeof e, i++
  ) {
    if (typeof e.code === 'string' && /^[0-9A-DF-Z][0-9A-Z]{4}$/.test(e.code)) return e.code;
  }
  return null;
}

// Errors that mean "the database cannot be reached right now", not "this request is wrong".
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOENT', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
const UNREACHABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|Client has encountered a connection error|the database system is (starting up|shutting down|in recovery mode)/i;

/** SQLSTATE class 08 (connection exception), 57P01-57P03 (shutdown, crash, cannot connect now), 53300 (too many connections). */
const UNAVAILABLE_STATES = /^(08|57P0[1-3]|53300)/;

/** The database cannot be reached right now (as opposed to: this request is wrong). */
export function isDatabaseUnavailable(err: unknown): boolean {
  const state = sqlState(err);
  if (state) return UNAVAILABLE_STATES.test(state);
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 3;
    e = e.cause as typeof e, i++
  ) {
    if (typeof e.code === 'string' && UNREACHABLE_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && UNREACHABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}
