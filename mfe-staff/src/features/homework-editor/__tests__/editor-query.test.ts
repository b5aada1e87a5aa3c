import { calendarPath, parseEditorQuery, targetFields } from '../model/editor-query';

const parse = (search: string) => parseEditorQuery(new URLSearchParams(search));

describe('the editor address ?date=YYYY-MM&order=N[&homework=ID]', () => {
  it('reads the 1-based month of the address as the 0-based month of the calls', () => {
    expect(parse('date=2026-03&order=5')).toEqual({ year: 2026, month: 2, order: 5, homework: null });
    expect(parse('date=2026-12&order=20&homework=41')).toEqual({ year: 2026, month: 11, order: 20, homework: 41 });
  });

  it('"Needs a date query parameter": no date, a wrong one or one outside slides 1-64 is no day', () => {
    expect(parse('order=5')).toBeNull();
    expect(parse('date=2026-13&order=5')).toBeNull();
    expect(parse('date=2026-00&order=5')).toBeNull();
    expect(parse('date=2026-3&order=5')).toBeNull();
    expect(parse('date=2022-01&order=5')).toBeNull(); // slide 0
    expect(parse('date=2022-02&order=5')).not.toBeNull(); // slide 1
    expect(parse('date=2027-05&order=5')).not.toBeNull(); // slide 64
    expect(parse('date=2027-06&order=5')).toBeNull(); // slide 65
  });

  it('needs a day tile 1-20, and ignores a homework id that is not one', () => {
    expect(parse('date=2026-03')).toBeNull();
    expect(parse('date=2026-03&order=0')).toBeNull();
    expect(parse('date=2026-03&order=21')).toBeNull();
    expect(parse('date=2026-03&order=x')).toBeNull();
    expect(parse('date=2026-03&order=1&homework=abc')?.homework).toBeNull();
    expect(parse('date=2026-03&order=1&homework=0')?.homework).toBeNull();
  });

  it('goes back to the calendar of the profile or the group', () => {
    expect(calendarPath({ kind: 'user', id: 7 })).toBe('/dashboard/profile/7/homework');
    expect(calendarPath({ kind: 'group', id: 3 })).toBe('/dashboard/group/3/homework');
    expect(targetFields({ kind: 'user', id: 7 })).toEqual({ user: 7 });
    expect(targetFields({ kind: 'group', id: 3 })).toEqual({ group: 3 });
  });
});
