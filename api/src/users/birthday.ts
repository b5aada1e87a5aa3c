import { dayIn, parseIsoDate, resolveTimeZone } from '../time/calendar-day.ts';

export { INVALID_DATE } from '@abacus/contract/messages';

const EARLIEST = '1900-01-01';

/** Today's date ("YYYY-MM-DD") in an IANA time zone; UTC when the zone is unknown. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return dayIn(now, resolveTimeZone(timeZone, 'UTC'));
}

/** A birthday is a real date from 1900 up to today in the user's time zone (no future dates). */
export function isValidBirthday(s: string, timeZone: string, now: Date = new Date()): boolean {
  const date = parseIsoDate(s);
  return date !== null && date >= EARLIEST && date <= todayIn(timeZone, now);
}
