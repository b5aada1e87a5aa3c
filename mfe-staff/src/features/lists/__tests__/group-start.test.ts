import { ageText, startMonth } from '../model/group-start';

describe('the group start column (spec 002 "Group table": start month coloured by age)', () => {
  it('reads the month and year of the start date', () => {
    expect(startMonth('2026-09-01')).toEqual({ month: 9, year: 2026 });
    expect(startMonth(null)).toBeNull();
    expect(startMonth('garbage')).toBeNull();
  });
  it('names the age, or the class by its own name', () => {
    const t = (key: string) => `t:${key}`;
    expect(ageText({ age: 'junior', age_name: '' }, t)).toBe('t:groups.ages.junior');
    expect(ageText({ age: 'class', age_name: '5-B' }, t)).toBe('5-B');
  });
});
