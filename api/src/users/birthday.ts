export const INVALID_DATE = 'Enter a valid date.';

const EARLIEST = '1900-01-01';

/** "YYYY-MM-DD" when `s` is a real calendar date (no 2023-02-30), else null. */
export function parseIsoDate(s: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
  return real ? s : null;
}

/** Today's date ("YYYY-MM-DD") in an IANA time zone; UTC when the zone is unknown. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let zone = timeZone;
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
  } catch {
    zone = 'UTC';
  }
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A birthday is a real date from 1900 up to today in the user's time zone (no future dates). */
export function isValidBirthday(s: string, timeZone: string, now: Date = new Date()): boolean {
  const date = parseIsoDate(s);
  return date !== null && date >= EARLIEST && date <= todayIn(timeZone, now);
}
