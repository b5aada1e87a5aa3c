import {
  hasStudentFilters,
  orderingOf,
  readStudentFilters,
  toStudentQuery,
  withoutStudentFilters,
  withStudentFilters,
} from '../model/student-filters';

const q = (text: string) => new URLSearchParams(text);
const NONE = { name: '', group: null, teacher: null, price: '', start: '', blocked: false };
const LIST = { page: 1, search: '', ordering: null };
const WHO = { ownerId: 7, year: 2026, month: 10 };

describe('readStudentFilters', () => {
  it('reads nothing from a bare URL', () => {
    expect(readStudentFilters(q('month=10&year=2026'))).toEqual(NONE);
  });

  it('reads every filter of the URL', () => {
    expect(readStudentFilters(q('name=Olha&group=12&teacher=5&price=1000.00&start=2025-10&blocked=true'))).toEqual({
      name: 'Olha',
      group: 12,
      teacher: 5,
      price: '1000.00',
      start: '2025-10',
      blocked: true,
    });
    expect(readStudentFilters(q('start=2025')).start).toBe('2025');
  });

  it('drops what the API would refuse: junk ids, prices, starts and flags', () => {
    for (const text of ['group=x', 'group=0', 'group=-1', 'group=1.5', 'group=99999999999', 'group=2147483648']) {
      expect(readStudentFilters(q(text)).group).toBeNull();
    }
    for (const text of ['price=abc', 'price=1.234', 'price=-5', 'price=']) {
      expect(readStudentFilters(q(text)).price).toBe('');
    }
    for (const text of ['start=25', 'start=2025-13', 'start=2025-1', 'start=2025-00', 'start=2025-10-01']) {
      expect(readStudentFilters(q(text)).start).toBe('');
    }
    expect(readStudentFilters(q('blocked=yes')).blocked).toBe(false);
    expect(readStudentFilters(q(`name=${'x'.repeat(300)}`)).name).toHaveLength(200);
  });
});

describe('withStudentFilters and withoutStudentFilters', () => {
  it('sets and clears filters, and goes back to page 1; the month, tab, search and sort stay', () => {
    const next = withStudentFilters(q('month=10&year=2026&page=3&search=kr&ordering=-teacher'), {
      group: 12,
      blocked: true,
      name: '  Olha ',
    });
    expect(Object.fromEntries(next)).toEqual({
      month: '10',
      year: '2026',
      search: 'kr',
      ordering: '-teacher',
      group: '12',
      blocked: 'true',
      name: 'Olha',
    });
    const cleared = withStudentFilters(next, { group: null, blocked: false, name: '' });
    expect(cleared.toString()).toBe('month=10&year=2026&search=kr&ordering=-teacher');
  });

  it('Reset filters clears the filters and the search but keeps the month, the tab and the sort', () => {
    const reset = withoutStudentFilters(
      q(
        'month=10&year=2026&tab=report&name=a&group=1&teacher=2&price=900&start=2025&blocked=true&search=x&page=2&ordering=group_name',
      ),
    );
    expect(reset.toString()).toBe('month=10&year=2026&tab=report&ordering=group_name');
  });

  it('knows when anything is filtered', () => {
    expect(hasStudentFilters(NONE)).toBe(false);
    expect(hasStudentFilters(NONE, '  ')).toBe(false);
    expect(hasStudentFilters(NONE, 'kr')).toBe(true);
    expect(hasStudentFilters({ ...NONE, blocked: true })).toBe(true);
    expect(hasStudentFilters({ ...NONE, start: '2025' })).toBe(true);
  });
});

describe('toStudentQuery', () => {
  it('asks for the franchise and the month, and only for what is set', () => {
    expect(toStudentQuery(WHO, NONE, LIST)).toEqual({ role: 'student', franchise: 7, month: 10, year: 2026 });
  });

  it('passes every filter, the search, the sort and the page', () => {
    const filters = { name: ' Olha ', group: 12, teacher: 5, price: '1000.00', start: '2025-10', blocked: true };
    expect(toStudentQuery(WHO, filters, { page: 2, search: ' kr ', ordering: '-full_name' })).toEqual({
      role: 'student',
      franchise: 7,
      month: 10,
      year: 2026,
      page: 2,
      search: 'kr',
      ordering: '-full_name',
      name: 'Olha',
      group: 12,
      teacher: 5,
      price: '1000.00',
      start: '2025-10',
      blocked: 'true',
    });
  });

  it('leaves out a sort the API does not know', () => {
    expect(orderingOf('-group_name')).toBe('-group_name');
    expect(orderingOf('price')).toBeUndefined();
    expect(toStudentQuery(WHO, NONE, { ...LIST, ordering: 'id' })).not.toHaveProperty('ordering');
  });
});
