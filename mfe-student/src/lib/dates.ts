// Dates as the spec shows them: dd.MM.yyyy (birthday, history) and dd/MM/yyyy (pickers); the API
// speaks YYYY-MM-DD. Calendar days are local days: no time zone arithmetic on date-only values.
// Timestamps are shown on the clock of the viewer's profile time zone.
import { dataLanguage, type Language } from '@abacus/shared';

const pad = (n: number) => String(n).padStart(2, '0');

/** A local calendar day as YYYY-MM-DD. */
export const toIsoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
export const formatDotted = (d: Date) => `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`;
export const formatSlashed = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;

/** The local day (midnight) of a Date. */
export const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
export const addDays = (d: Date, days: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);
export const sameDay = (a: Date, b: Date) => toIsoDate(a) === toIsoDate(b);

/** A real calendar day, or null (31.02 is not one). */
function makeDay(year: number, month: number, day: number): Date | null {
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** "2015-03-05" (or a timestamp starting so) -> that local day; null when it is not a date. */
export function fromIsoDate(iso: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return match ? makeDay(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** "2015-03-05" -> "05.03.2015"; "" for no date. */
export const isoDateToDotted = (iso: string | null | undefined) => {
  const day = fromIsoDate(iso);
  return day ? formatDotted(day) : '';
};

/**
 * A day typed by a person as day, month, four-digit year with the given separator ("5.3.2015",
 * "05/03/2015"), or as eight digits without one ("05032015": a phone's number keypad has neither a dot nor a
 * slash); spaces around are forgiven. Null when it is no real day.
 */
export function parseTypedDay(text: string, separator: '.' | '/'): Date | null {
  const match = typedDayParts(text, separator);
  return match ? makeDay(Number(match[3]), Number(match[2]), Number(match[1])) : null;
}

function typedDayParts(text: string, separator: '.' | '/'): RegExpExecArray | null {
  const sep = separator === '.' ? '\\.' : '/';
  return (
    /^(\d{2})(\d{2})(\d{4})$/.exec(text.trim()) ??
    new RegExp(`^(\\d{1,2})${sep}(\\d{1,2})${sep}(\\d{4})$`).exec(text.trim())
  );
}

/** Typed in the right form, yet no day of the calendar (31/02/2026): said as such, not as the wrong form. */
export const isNoSuchDay = (text: string, separator: '.' | '/') =>
  typedDayParts(text, separator) !== null && parseTypedDay(text, separator) === null;

/** The spec's default time zone (spec 000 section 9), for a profile without a usable one. */
export const DEFAULT_TIME_ZONE = 'Europe/Kiev';

/** Intl refuses unknown zones: a profile's zone if Intl knows it, else the default. */
function knownTimeZone(timeZone: string | undefined): string {
  if (!timeZone) return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/**
 * A timestamp as dd.MM.yyyy, with HH:mm when `withTime`, on the clock of `timeZone` (the viewer's
 * profile zone, so every screen shows the same day for the same moment); null when it is no time.
 */
function formatTimestamp(timestamp: string, timeZone: string | undefined, withTime: boolean): string | null {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return null;
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: knownTimeZone(timeZone),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(withTime && { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('day')}.${part('month')}.${part('year')}`;
  return withTime ? `${day} ${part('hour')}:${part('minute')}` : day;
}

/** A timestamp's calendar day in the time zone as dd.MM.yyyy; "" when it cannot be read. */
export const timestampToDotted = (timestamp: string, timeZone?: string): string =>
  formatTimestamp(timestamp, timeZone, false) ?? '';

/** A timestamp as dd.MM.yyyy HH:mm in the time zone (spec 000 section 9); shown as it came when it cannot be read. */
export const timestampToDottedTime = (timestamp: string, timeZone?: string): string =>
  formatTimestamp(timestamp, timeZone, true) ?? timestamp;

/**
 * The month and year of a timestamp in the time zone, in the interface language, capitalised ("Березень 2026 р.",
 * "March 2026"): a payment history spans years, so the month alone is ambiguous.
 */
export function monthAndYear(timestamp: string, lang: Language, timeZone?: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  // Intl wants BCP 47, which is what data fields use too (ua is uk).
  const locale = dataLanguage(lang);
  const format = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: knownTimeZone(timeZone) });
  const name = format.format(date);
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
