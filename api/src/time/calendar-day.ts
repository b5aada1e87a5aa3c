/** Calendar days as 'YYYY-MM-DD' strings in a user's time zone (spec 001 section 9: default Europe/Kiev). */

export const DEFAULT_TIME_ZONE = 'Europe/Kiev';

// Building an Intl.DateTimeFormat costs milliseconds: one of each kind per zone, reused.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const clockFormats = new Map<string, Intl.DateTimeFormat>();

function cached(map: Map<string, Intl.DateTimeFormat>, timeZone: string, options: Intl.DateTimeFormatOptions) {
  let format = map.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, ...options });
    map.set(timeZone, format);
  }
  return format;
}

/**
 * A map that forgets everything once it holds `limit` entries: for results that are pure functions of their key
 * (a zone's rules do not change while the process runs), so a request computes them once, not on every call.
 */
function memo<V>(limit: number): (key: string, compute: () => V) => V {
  const kept = new Map<string, V>();
  return (key, compute) => {
    let value = kept.get(key);
    if (value === undefined) {
      value = compute();
      if (kept.size >= limit) kept.clear();
      kept.set(key, value);
    }
    return value;
  };
}

const knownZone = memo<boolean>(1000);

/** The zone itself when the runtime knows it, else `fallback` (a bad stored value must not break a page). */
export function resolveTimeZone(tz: string | null | undefined, fallback: string = DEFAULT_TIME_ZONE): string {
  if (!tz) return fallback;
  const known = knownZone(tz, () => {
    try {
      dayOfInstant(new Date(0), tz);
      return true;
    } catch {
      return false;
    }
  });
  return known ? tz : fallback;
}

// Per zone, the day last asked for and the instants it spans: `dayIn(now)` on every request formats nothing.
const lastDay = new Map<string, { day: string; from: number; to: number }>();

/** The calendar day of an instant in a time zone. */
export function dayIn(instant: Date, timeZone: string): string {
  const t = instant.getTime();
  const last = lastDay.get(timeZone);
  if (last && t >= last.from && t < last.to) return last.day;
  const day = dayOfInstant(instant, timeZone);
  if (lastDay.size >= 1000) lastDay.clear();
  lastDay.set(timeZone, {
    day,
    from: startOfDay(day, timeZone).getTime(),
    to: startOfDay(addDays(day, 1), timeZone).getTime(),
  });
  return day;
}

function dayOfInstant(instant: Date, timeZone: string): string {
  const parts = cached(dayFormats, timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    instant,
  );
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The day `n` days after (negative: before) a calendar day. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' when year, month (1-12) and day form a real date, else null (31 April, 29 February 2025). */
export function calendarDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `s` itself when it is written 'YYYY-MM-DD' and is a real date (no 2023-02-30), else null. */
export function parseIsoDate(s: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  return m ? calendarDay(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** The last `count` days up to and including `today`, oldest first. */
export function lastDays(today: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(today, i - count + 1));
}

/** How far a zone's wall clock is ahead of UTC at an instant, in ms. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = cached(clockFormats, timeZone, {
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(instant / 1000) * 1000;
}

const dayStarts = memo<number>(10_000);

/** The instant a calendar day starts in a time zone (midnight; the first instant of the day across a DST change). */
export function startOfDay(day: string, timeZone: string): Date {
  return new Date(
    dayStarts(`${timeZone} ${day}`, () => {
      const [y, m, d] = day.split('-').map(Number);
      const midnight = Date.UTC(y, m - 1, d);
      const first = midnight - zoneOffsetMs(midnight, timeZone);
      const second = midnight - zoneOffsetMs(first, timeZone);
      return dayOfInstant(new Date(second), timeZone) === day ? second : first;
    }),
  );
}

const dayBoundsKept = memo<readonly [string, string]>(10_000);

/** The instants a calendar day starts and ends in a time zone, as ISO text (a statement's parameters), computed once. */
export function dayBounds(day: string, timeZone: string): readonly [string, string] {
  return dayBoundsKept(`${timeZone} ${day}`, () => [
    startOfDay(day, timeZone).toISOString(),
    startOfDay(addDays(day, 1), timeZone).toISOString(),
  ]);
}
