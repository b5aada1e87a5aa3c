import type { HomeworkSummary } from '@abacus/contract/homework-schema';
import { calendarPath, ownHomeworkOn, parseEditorQuery, targetFields, withHomework } from '../model/editor-query';

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

describe('ownHomeworkOn', () => {
  const summary = (id: number, order: number, owner: { user?: number; group?: number }) =>
    ({ id, order, user: owner.user ?? null, group: owner.group ?? null }) as HomeworkSummary;
  const month = [summary(1, 5, { group: 3 }), summary(2, 6, { user: 8 }), summary(3, 5, { user: 9 })];

  it("finds the target's own homework of the tile, never its group's", () => {
    expect(ownHomeworkOn(month, { kind: 'group', id: 3 }, 5)).toBe(1);
    expect(ownHomeworkOn(month, { kind: 'user', id: 8 }, 6)).toBe(2);
    expect(ownHomeworkOn(month, { kind: 'user', id: 8 }, 5)).toBeNull();
    expect(ownHomeworkOn(month, { kind: 'group', id: 3 }, 6)).toBeNull();
  });

  it('keeps the day of the address and adds the homework', () => {
    expect(withHomework(new URLSearchParams('date=2026-03&order=5'), 41)).toBe('?date=2026-03&order=5&homework=41');
  });
});
