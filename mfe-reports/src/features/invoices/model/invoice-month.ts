// When an invoice can be made: once its month is over (the API says MONTH_NOT_OVER before), that is from the first
// day of the next month. Pure: `now` is a parameter.

/** Is the month (1-12) over at `now`? */
export const monthIsOver = (year: number, month: number, now: Date) =>
  year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1;

/** The first day of the month after (1-12), "DD.MM.YYYY" (spec 002 section 9 "dates DD.MM.YYYY"). */
export function firstDayAfter(year: number, month: number): string {
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return `01.${String(next.month).padStart(2, '0')}.${next.year}`;
}

/** An ISO instant as "DD.MM.YYYY" in the viewer's time zone. */
export function formatDay(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`;
}

/** "March 2023" in the interface language (`ua` is `uk` to the browser). */
export const monthLabel = (lang: string, year: number, month: number) =>
  new Intl.DateTimeFormat(lang === 'ua' ? 'uk' : lang, { month: 'long', year: 'numeric' }).format(
    new Date(year, month - 1, 1),
  );
