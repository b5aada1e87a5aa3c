import { formatDate } from '../format-date';

describe('dates on staff screens read DD.MM.YYYY (spec 002 section 9: "dates DD.MM.YYYY")', () => {
  it('formats a date-time', () => expect(formatDate('2026-11-05T10:00:00Z')).toBe('05.11.2026'));
  it('gives nothing for no date or a broken one', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
