// The form kit's pure rules: the spec's clamps, dd/MM/yyyy dates and 5-minute times (spec 002 sections 5 and 9).
import { PERCENT_MAX, TIME_STEP_MINUTES } from '@abacus/contract/staff';
import { clampNumberText } from '../form/clamp';
import { displayToIso, isoToDisplay, isoToShown } from '../form/date-text';
import { minuteOptions, splitTime } from '../form/time-options';

describe('number clamps: "negative becomes 0", percentages "capped at 100"', () => {
  it.each([
    ['-5', undefined, '0'],
    ['-', undefined, '0'],
    ['12.5', undefined, '12.5'],
    ['150', PERCENT_MAX, '100'],
    ['99.99', PERCENT_MAX, '99.99'],
    ['', PERCENT_MAX, ''],
    ['abc', undefined, 'abc'],
  ])('%s (max %s) -> %s', (text, max, expected) => {
    expect(clampNumberText(text, max)).toBe(expected);
  });
});

describe('dates: shown dd/MM/yyyy, sent YYYY-MM-DD', () => {
  it('converts both ways and refuses dates that do not exist', () => {
    expect(isoToDisplay('2026-09-01')).toBe('01/09/2026');
    expect(displayToIso('01/09/2026')).toBe('2026-09-01');
    expect(displayToIso('1.9.2026')).toBe('2026-09-01');
    expect(displayToIso('21122026')).toBe('2026-12-21');
    expect(displayToIso('31042026')).toBeNull();
    expect(displayToIso('2112026')).toBeNull();
    expect(displayToIso('29/02/2024')).toBe('2024-02-29');
    expect(displayToIso('29/02/2026')).toBeNull();
    expect(displayToIso('31/04/2026')).toBeNull();
    expect(displayToIso('2026-09-01')).toBeNull();
    expect(isoToDisplay(null)).toBe('');
  });

  it('a date read, not typed, is DD.MM.YYYY (spec 002 section 9: "dates DD.MM.YYYY; pickers dd/MM/yyyy")', () => {
    expect(isoToShown('2026-09-01')).toBe('01.09.2026');
    expect(isoToShown('garbage')).toBe('');
  });
});

describe('time: 5-minute steps', () => {
  it('offers every fifth minute and snaps a stored time to its step', () => {
    expect(TIME_STEP_MINUTES).toBe(5);
    expect(minuteOptions()).toHaveLength(12);
    expect(minuteOptions().at(-1)).toBe('55');
    expect(splitTime('07:05')).toEqual(['07', '05']);
    expect(splitTime('16:33')).toEqual(['16', '30']);
    expect(splitTime('nonsense')).toEqual(['08', '00']);
  });
});
