// The reports screen's state in the URL (`?month=&year=&tab=`), so that Back and reload keep it. Pure: reads and
// writes URLSearchParams; the page binds it to the router.
import { REPORT_FIRST_YEAR, type ReportTab } from '@abacus/contract/finance';

export interface ReportState {
  /** 1-12. */
  month: number;
  year: number;
  tab: ReportTab;
}

const whole = (text: string | null, digits: RegExp) => (text && digits.test(text) ? Number(text) : null);

/**
 * The month, year and tab the URL asks for: this month of `now` when the URL has none (or junk), and the first of
 * `tabs` (the registered ones) when its tab is not one of them.
 */
export function readReportState(params: URLSearchParams, now: Date, tabs: readonly ReportTab[]): ReportState {
  const month = whole(params.get('month'), /^\d{1,2}$/);
  const year = whole(params.get('year'), /^\d{4}$/);
  const tab = params.get('tab');
  return {
    month: month !== null && month >= 1 && month <= 12 ? month : now.getMonth() + 1,
    year: year !== null && year >= REPORT_FIRST_YEAR && year <= now.getFullYear() ? year : now.getFullYear(),
    tab: tabs.find((key) => key === tab) ?? tabs[0],
  };
}

/** Another month or year: the tab and its own state stay, its page goes back to the first. */
export function withPeriod(params: URLSearchParams, period: { month: number; year: number }): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('month', String(period.month));
  next.set('year', String(period.year));
  next.delete('page');
  return next;
}

/** Another tab: the month and year stay, the previous tab's own state (filters, page) goes. */
export function withTab(params: URLSearchParams, tab: ReportTab): URLSearchParams {
  const next = new URLSearchParams();
  for (const key of ['month', 'year']) {
    const value = params.get(key);
    if (value) next.set(key, value);
  }
  next.set('tab', tab);
  return next;
}
