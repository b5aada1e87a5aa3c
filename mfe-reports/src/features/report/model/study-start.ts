// The "start of study" filter: a year select and a month select over the months the report's students started in
// (`filters.starts`, YYYY-MM newest first), written to the URL as YYYY or YYYY-MM. Pure.

/** The years the students started in, newest first. */
export const startYears = (starts: readonly string[]): string[] =>
  [...new Set(starts.map((s) => s.slice(0, 4)))].sort().reverse();

/** The months (1-12) of `year` in which students started, in calendar order. */
export const startMonths = (starts: readonly string[], year: string): number[] =>
  year
    ? [...new Set(starts.filter((s) => s.startsWith(`${year}-`)).map((s) => Number(s.slice(5, 7))))].sort(
        (a, b) => a - b,
      )
    : [];

/** The parts of a filter value: YYYY-MM -> { year, month }. */
export function splitStart(start: string): { year: string; month: number | null } {
  return { year: start.slice(0, 4), month: start.length === 7 ? Number(start.slice(5, 7)) : null };
}

/** Another year: its month stays when students started in that month of the new year too. */
export function withStartYear(starts: readonly string[], start: string, year: string): string {
  if (!year) return '';
  const { month } = splitStart(start);
  return month !== null && startMonths(starts, year).includes(month) ? joinStart(year, month) : year;
}

export const joinStart = (year: string, month: number | null) =>
  !year ? '' : month === null ? year : `${year}-${String(month).padStart(2, '0')}`;
