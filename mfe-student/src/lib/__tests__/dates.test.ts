import {
  addDays,
  formatDotted,
  formatSlashed,
  fromIsoDate,
  isoDateToDotted,
  monthName,
  parseTypedDay,
  timestampToDotted,
  toIsoDate,
} from '../dates';

describe('dates as the spec shows them', () => {
  const day = new Date(2015, 2, 5); // 5 March 2015, local

  it('formats dd.MM.yyyy, dd/MM/yyyy and YYYY-MM-DD', () => {
    expect(formatDotted(day)).toBe('05.03.2015');
    expect(formatSlashed(day)).toBe('05/03/2015');
    expect(toIsoDate(day)).toBe('2015-03-05');
  });

  it('reads the API date without shifting it by a time zone', () => {
    expect(isoDateToDotted('2015-03-05')).toBe('05.03.2015');
    expect(fromIsoDate('2016-02-29')?.getDate()).toBe(29);
    expect(fromIsoDate('2015-02-29')).toBeNull();
    expect(isoDateToDotted(null)).toBe('');
    expect(isoDateToDotted('soon')).toBe('');
  });

  it('shows a timestamp as its local day', () => {
    const local = new Date(2026, 0, 31, 23, 30).toISOString();
    expect(timestampToDotted(local)).toBe('31.01.2026');
    expect(timestampToDotted('not a time')).toBe('');
  });

  it('reads a typed day and refuses days that do not exist', () => {
    expect(toIsoDate(parseTypedDay('5.3.2015', '.')!)).toBe('2015-03-05');
    expect(toIsoDate(parseTypedDay(' 05/03/2015 ', '/')!)).toBe('2015-03-05');
    expect(parseTypedDay('31.02.2015', '.')).toBeNull();
    expect(parseTypedDay('05/03/2015', '.')).toBeNull();
    expect(parseTypedDay('05.03.15', '.')).toBeNull();
    expect(parseTypedDay('2015-03-05', '/')).toBeNull();
    expect(parseTypedDay('', '/')).toBeNull();
  });

  it('adds days across months and years', () => {
    expect(toIsoDate(addDays(new Date(2025, 11, 31), 1))).toBe('2026-01-01');
    expect(toIsoDate(addDays(new Date(2024, 2, 1), -1))).toBe('2024-02-29');
  });

  it('names the month in the interface language, ua as Ukrainian', () => {
    const march = new Date(2026, 2, 15, 12).toISOString();
    expect(monthName(march, 'en')).toBe('March');
    expect(monthName(march, 'ua')).toBe('Березень');
    expect(monthName(march, 'ru')).toBe('Март');
    expect(monthName(march, 'de')).toBe('März');
    expect(monthName('garbage', 'en')).toBe('');
  });
});
