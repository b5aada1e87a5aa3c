// Dates on staff screens read DD.MM.YYYY (spec 002 section 9: "dates DD.MM.YYYY; pickers dd/MM/yyyy"), whatever the
// interface language, in the viewer's time zone.
const DAY_MONTH_YEAR = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** "2026-11-05T10:00:00Z" → "05.11.2026"; an empty string for no date or a date that does not parse. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const part = (type: string) => DAY_MONTH_YEAR.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')}`;
}
