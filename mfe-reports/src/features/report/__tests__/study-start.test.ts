import { joinStart, splitStart, startMonths, startYears, withStartYear } from '../model/study-start';

const STARTS = ['2026-10', '2026-09', '2025-10', '2025-09', '2025-01'];

describe('the start-of-study filter', () => {
  it('offers the years, newest first, and the months of the chosen year in calendar order', () => {
    expect(startYears(STARTS)).toEqual(['2026', '2025']);
    expect(startMonths(STARTS, '2025')).toEqual([1, 9, 10]);
    expect(startMonths(STARTS, '')).toEqual([]);
    expect(startMonths(STARTS, '2019')).toEqual([]);
  });

  it('splits and joins the URL value', () => {
    expect(splitStart('2025-09')).toEqual({ year: '2025', month: 9 });
    expect(splitStart('2025')).toEqual({ year: '2025', month: null });
    expect(splitStart('')).toEqual({ year: '', month: null });
    expect(joinStart('2025', 9)).toBe('2025-09');
    expect(joinStart('2025', null)).toBe('2025');
    expect(joinStart('', 9)).toBe('');
  });

  it('another year keeps the month when students started then too, and no year clears it all', () => {
    expect(withStartYear(STARTS, '2025-10', '2026')).toBe('2026-10');
    expect(withStartYear(STARTS, '2025-01', '2026')).toBe('2026');
    expect(withStartYear(STARTS, '2025', '2026')).toBe('2026');
    expect(withStartYear(STARTS, '2025-10', '')).toBe('');
  });
});
