// Dates are typed and shown as dd/MM/yyyy (spec 002 section 9 "pickers dd/MM/yyyy") and sent as YYYY-MM-DD.

const DISPLAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
/** ddMMyyyy typed without separators (a tester typed 21122026 and met "Enter a valid date"). */
const DIGITS = /^(\d{2})(\d{2})(\d{4})$/;

/** YYYY-MM-DD -> dd/MM/yyyy ('' for anything else). */
export function isoToDisplay(iso: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/** YYYY-MM-DD -> DD.MM.YYYY, a date read rather than typed (spec 002 section 9: "dates DD.MM.YYYY; pickers
 * dd/MM/yyyy"); '' for anything else. */
export function isoToShown(iso: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return m ? `${m[3]}.${m[2]}.${m[1]}` : '';
}

/** dd/MM/yyyy (also d.M.yyyy, d-M-yyyy or ddMMyyyy) -> YYYY-MM-DD when it is a real date, else null. */
export function displayToIso(text: string): string | null {
  const m = DISPLAY.exec(text.trim()) ?? DIGITS.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${m[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
