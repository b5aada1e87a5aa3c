// The day being edited, for the heading: "March 2026" in the viewer's language (the month is zero-based).

/** A locale Intl knows for an interface language (`ua` is Ukrainian, `uk`). */
export const intlLocale = (language: string) => (language === 'ua' ? 'uk' : language);

export function monthLabel(year: number, month: number, language: string): string {
  const format = new Intl.DateTimeFormat(intlLocale(language), { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return format.format(new Date(Date.UTC(year, month, 1)));
}
