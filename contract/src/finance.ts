// Finance reports (spec 002 sections 2 "Reports screen", 3 "Report", 4 "Price mode", 9; the formulas are in
// docs/finance.md). Plain TypeScript, no zod: the screens and the API share these lists and helpers.
import { CURRENCY_SYMBOLS, type Currency } from './staff.ts';

/** Spec 002 section 9: "Report years: from 2017 to the current year". */
export const REPORT_FIRST_YEAR = 2017;
/** Spec 002 section 9: "First-month price grace: days 1-2 of the month". */
export const FIRST_MONTH_GRACE_DAYS = 2;
/** Spec 002 section 9: "Default royalty_sum in a blank placeholder row: 200" (a franchise with no students). */
export const BLANK_ROW_ROYALTY = '200.00';

/** Spec 002 section 4 "Price mode": the first-month price or the full price applies to the month. */
export const PRICE_MODES = ['first', 'full'] as const;
export type PriceMode = (typeof PRICE_MODES)[number];

/** The report screen's tabs; `?tab=invoice` opens Invoices. */
export const REPORT_TABS = ['report', 'invoice', 'history'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

/** History filter "action" (spec 002 section 2): Blocked, Unlocked, Price. */
export const HISTORY_ACTIONS = ['blocked', 'unlocked', 'price'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** The years of the report's year select, newest first. */
export function reportYears(now: Date): number[] {
  const years: number[] = [];
  for (let year = now.getFullYear(); year >= REPORT_FIRST_YEAR; year -= 1) years.push(year);
  return years;
}

/** The export's `report_date` (spec 002 section 7: MM-01-YYYY); month 1-12. */
export const reportDate = (year: number, month: number) => `${String(month).padStart(2, '0')}-01-${year}`;

/** The month before `now`'s (the month a report is usually read for). */
export function previousMonth(now: Date): { year: number; month: number } {
  const month = now.getMonth(); // 0-based this month = 1-based previous month
  return month === 0 ? { year: now.getFullYear() - 1, month: 12 } : { year: now.getFullYear(), month };
}

/**
 * Spec 002 section 9 "Number display: thousands separated by spaces" and the currency symbols: "12 345.50 ₴".
 * `amount` is the exact decimal string the API answers ("-12345.5" too); no floats on the way.
 */
export function formatMoney(amount: string, currency?: Currency | null): string {
  const negative = amount.startsWith('-');
  const [whole, fraction = ''] = (negative ? amount.slice(1) : amount).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const cents = fraction.padEnd(2, '0').slice(0, 2);
  const text = `${negative ? '-' : ''}${grouped}.${cents}`;
  return currency ? `${text} ${CURRENCY_SYMBOLS[currency]}` : text;
}

/** Messages of the finance calls (translated by the screens). */
export const NOT_A_FRANCHISE = 'Reports are kept for franchises and the franchises above them.';
export const INVOICE_PAID = 'This invoice is paid and can no longer be changed.';
export const MONTH_NOT_OVER = 'An invoice is made once the month is over.';
export const NO_INVOICE_EMAIL = 'This franchise has no e-mail address for invoices.';
export const INVOICES_FOR_FRANCHISES = 'Invoices are made for franchises only.';

/** The report's sortable columns (spec 002: "Sorting ascending or descending on full_name, group_name and teacher"). */
export const REPORT_ORDERINGS = [
  'full_name',
  '-full_name',
  'group_name',
  '-group_name',
  'teacher',
  '-teacher',
] as const;
