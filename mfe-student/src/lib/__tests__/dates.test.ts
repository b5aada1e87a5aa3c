import {
  addDays,
  formatDotted,
  formatSlashed,
  fromIsoDate,
  isoDateToDotted,
  monthAndYear,
  isNoSuchDay,
  parseTypedDay,
  timestampToDotted,
  timestampToDottedTime,
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

  it("shows a timestamp as its day in the viewer's time zone, by default the spec's Europe/Kiev", () => {
    const late = '2026-01-31T23:30:00Z';
    expect(timestampToDotted(late, 'UTC')).toBe('31.01.2026');
    expect(timestampToDotted(late, 'Europe/Kiev')).toBe('01.02.2026');
    expect(timestampToDotted(late)).toBe('01.02.2026');
    expect(timestampToDotted('not a time')).toBe('');
  });

  it('shows a transaction time as dd.MM.yyyy HH:mm in the given time zone', () => {
    expect(timestampToDottedTime('2025-01-14T17:45:00Z', 'UTC')).toBe('14.01.2025 17:45');
    expect(timestampToDottedTime('2025-01-14T17:45:00Z', 'Europe/Kiev')).toBe('14.01.2025 19:45');
    expect(timestampToDottedTime('2025-01-14T23:05:00Z', 'Not/AZone')).toBe('15.01.2025 01:05');
    expect(timestampToDottedTime('not a date')).toBe('not a date');
  });

  it('reads a typed day and refuses days that do not exist', () => {
    expect(toIsoDate(parseTypedDay('5.3.2015', '.')!)).toBe('2015-03-05');
    expect(toIsoDate(parseTypedDay(' 05/03/2015 ', '/')!)).toBe('2015-03-05');
    expect(parseTypedDay('31.02.2015', '.')).toBeNull();
    // 31/02 is in the right form, only no day: said so (it read "Enter the date as dd/mm/yyyy.").
    expect(isNoSuchDay('31/02/2026', '/')).toBe(true);
    expect(isNoSuchDay('31022026', '/')).toBe(true);
    expect(isNoSuchDay('2026-02-31', '/')).toBe(false);
    expect(isNoSuchDay('28/02/2026', '/')).toBe(false);
    expect(parseTypedDay('05/03/2015', '.')).toBeNull();
    expect(parseTypedDay('05.03.15', '.')).toBeNull();
    expect(parseTypedDay('2015-03-05', '/')).toBeNull();
    expect(parseTypedDay('', '/')).toBeNull();
  });

  it("reads eight digits as ddMMyyyy: a phone's number keypad has no dot or slash (a tester's birthday)", () => {
    expect(toIsoDate(parseTypedDay('15032017', '.')!)).toBe('2017-03-15');
    expect(toIsoDate(parseTypedDay(' 04122026 ', '/')!)).toBe('2026-12-04');
    expect(parseTypedDay('31022017', '.')).toBeNull();
    expect(parseTypedDay('1532017', '.')).toBeNull();
  });

  it('adds days across months and years', () => {
    expect(toIsoDate(addDays(new Date(2025, 11, 31), 1))).toBe('2026-01-01');
    expect(toIsoDate(addDays(new Date(2024, 2, 1), -1))).toBe('2024-02-29');
  });

  it('names the month and its year in the interface language, ua as Ukrainian', () => {
    const march = new Date(2026, 2, 15, 12).toISOString();
    expect(monthAndYear(march, 'en')).toBe('March 2026');
    expect(monthAndYear(march, 'ua')).toMatch(/^Березень 2026/);
    expect(monthAndYear(march, 'ru')).toMatch(/^Март 2026/);
    expect(monthAndYear(march, 'de')).toBe('März 2026');
    expect(monthAndYear('garbage', 'en')).toBe('');
    // the month of the viewer's time zone: 23:30 UTC on 31 December is January of the next year in Kyiv
    expect(monthAndYear('2025-12-31T23:30:00Z', 'en', 'UTC')).toBe('December 2025');
    expect(monthAndYear('2025-12-31T23:30:00Z', 'en', 'Europe/Kiev')).toBe('January 2026');
  });
});
