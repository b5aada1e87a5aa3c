// Dates on staff screens read dd/MM/yyyy (spec 002 section 9), whatever the interface language.
const DAY_MONTH_YEAR = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** "2026-11-05T10:00:00Z" → "05/11/2026"; an empty string for no date or a date that does not parse. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DAY_MONTH_YEAR.format(date);
}
