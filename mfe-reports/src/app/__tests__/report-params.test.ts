import { readReportState, withPeriod, withTab } from '../model/report-params';
import { parseReportTarget } from '../model/report-target';

const NOW = new Date(2026, 10, 27); // 27 November 2026
const q = (text: string) => new URLSearchParams(text);

describe('readReportState', () => {
  const tabs = ['report', 'invoice', 'history'] as const;

  it('defaults to this month and the first registered tab', () => {
    expect(readReportState(q(''), NOW, tabs)).toEqual({ month: 11, year: 2026, tab: 'report' });
    expect(readReportState(q(''), NOW, ['history'])).toEqual({ month: 11, year: 2026, tab: 'history' });
  });

  it('reads the month, the year and the tab of the URL (?tab=invoice opens Invoices)', () => {
    expect(readReportState(q('month=3&year=2019&tab=invoice'), NOW, tabs)).toEqual({
      month: 3,
      year: 2019,
      tab: 'invoice',
    });
    expect(readReportState(q('month=12&year=2017'), NOW, tabs)).toMatchObject({ month: 12, year: 2017 });
  });

  it('ignores junk and what is out of range: months 1-12, years 2017 to this year', () => {
    for (const text of ['month=0', 'month=13', 'month=x', 'month=1.5', 'month=-1', 'month=']) {
      expect(readReportState(q(text), NOW, tabs).month).toBe(11);
    }
    for (const text of ['year=2016', 'year=2027', 'year=20x6', 'year=99', 'year=']) {
      expect(readReportState(q(text), NOW, tabs).year).toBe(2026);
    }
  });

  it('opens the first registered tab when the URL names one that is not registered', () => {
    expect(readReportState(q('tab=invoice'), NOW, ['report', 'history']).tab).toBe('report');
    expect(readReportState(q('tab=secret'), NOW, ['history']).tab).toBe('history');
  });
});

describe('withPeriod and withTab', () => {
  it('another month keeps the tab and its filters, and goes back to page 1', () => {
    const next = withPeriod(q('tab=history&user=anna&page=3'), { month: 2, year: 2020 });
    expect(Object.fromEntries(next)).toEqual({ tab: 'history', user: 'anna', month: '2', year: '2020' });
  });

  it("another tab keeps the month and the year, and drops the last tab's own state", () => {
    const next = withTab(q('month=2&year=2020&tab=history&user=anna&page=3'), 'invoice');
    expect(next.toString()).toBe('month=2&year=2020&tab=invoice');
    expect(withTab(q(''), 'history').toString()).toBe('tab=history');
  });
});

describe('parseReportTarget', () => {
  it('is a user id or me; anything else is no page', () => {
    expect(parseReportTarget('me')).toBe('me');
    expect(parseReportTarget('42')).toBe(42);
    for (const bad of [undefined, '', 'ME', 'abc', '0', '-1', '1.5', '1e3', '99999999999', '2147483648']) {
      expect(parseReportTarget(bad)).toBeNull();
    }
  });
});
