// The month of a franchise's invoice (issue 13): stored as its first day (invoices.period), made once the month is
// over (in the school's calendar, the zone the report counts days in). Pure: today is a parameter.

const pad = (n: number) => String(n).padStart(2, '0');

/** The stored period of a month (1-12): "2023-03-01". */
export const periodOf = (year: number, month: number) => `${year}-${pad(month)}-01`;

/** The year and month (1-12) of a stored period. */
export const monthOfPeriod = (period: string) => ({
  year: Number(period.slice(0, 4)),
  month: Number(period.slice(5, 7)),
});

/** Is the month (1-12) over on `today` ("YYYY-MM-DD")? An invoice closes a month only after its last day. */
export const monthIsOver = (year: number, month: number, today: string) =>
  periodOf(year, month).slice(0, 7) < today.slice(0, 7);

/** "March 2023" in a language (BCP 47 code: `uk`, not `ua`). */
export const monthName = (locale: string, year: number, month: number) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
