import {
  hasFilters,
  isIsoDay,
  periodReversed,
  readHistoryFilters,
  toHistoryQuery,
  withFilters,
  withoutFilters,
  withPage,
} from '../model/history-filters';

const q = (text: string) => new URLSearchParams(text);
const NONE = { user: '', author: '', action: '', from: '', to: '', page: 1 };

describe('the History filters in the URL', () => {
  it('reads nothing from a bare URL, and every filter when given', () => {
    expect(readHistoryFilters(q('month=3&year=2024&tab=history'))).toEqual(NONE);
    expect(
      readHistoryFilters(q('user=Anna&author=iryna%40demo&action=price&from=2024-03-01&to=2024-03-31&page=2')),
    ).toEqual({ user: 'Anna', author: 'iryna@demo', action: 'price', from: '2024-03-01', to: '2024-03-31', page: 2 });
  });

  it('drops junk: an unknown action, dates that are no days, a page below 1, texts past 200 characters', () => {
    const f = readHistoryFilters(q(`action=deleted&from=2024-02-30&to=31/03/2024&page=0&user=${'x'.repeat(300)}`));
    expect(f).toMatchObject({ action: '', from: '', to: '', page: 1 });
    expect(f.user).toHaveLength(200);
    expect(readHistoryFilters(q('page=abc')).page).toBe(1);
  });

  it('a changed filter goes back to page 1 and an empty one leaves the URL; the month and tab stay', () => {
    const start = q('month=3&year=2024&tab=history&user=anna&page=4');
    expect(withFilters(start, { action: 'blocked' }).toString()).toBe(
      'month=3&year=2024&tab=history&user=anna&action=blocked',
    );
    expect(withFilters(start, { user: '  ' }).toString()).toBe('month=3&year=2024&tab=history');
    expect(withoutFilters(q('tab=history&user=a&author=b&action=price&from=2024-01-01&to=2024-01-02')).toString()).toBe(
      'tab=history',
    );
  });

  it('pages: page 1 is the bare URL', () => {
    expect(withPage(q('tab=history'), 2).toString()).toBe('tab=history&page=2');
    expect(withPage(q('tab=history&page=2'), 1).toString()).toBe('tab=history');
  });

  it('knows when something is filtered and when the period is reversed', () => {
    expect(hasFilters(NONE as never)).toBe(false);
    expect(hasFilters({ ...NONE, to: '2024-01-01' } as never)).toBe(true);
    expect(periodReversed({ ...NONE, from: '2024-03-02', to: '2024-03-01' } as never)).toBe(true);
    expect(periodReversed({ ...NONE, from: '2024-03-01', to: '2024-03-01' } as never)).toBe(false);
    expect(periodReversed({ ...NONE, from: '2024-03-02' } as never)).toBe(false);
  });

  it('asks the API for what is set only, the texts trimmed', () => {
    expect(toHistoryQuery(NONE as never)).toEqual({});
    expect(
      toHistoryQuery({ ...NONE, user: ' anna ', action: 'unlocked', from: '2024-01-01', page: 3 } as never),
    ).toEqual({
      user: 'anna',
      action: 'unlocked',
      from: '2024-01-01',
      page: 3,
    });
  });

  it('a day is a real one', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    for (const bad of ['2023-02-29', '2024-13-01', '2024-1-01', '24-01-01', '1899-12-31', '']) {
      expect(isIsoDay(bad)).toBe(false);
    }
  });
});
