import { cabinetLink, drillDown, listRequestParams, readListFilters } from '../model/list-filters';
import { narrowedTo } from '../model/narrowed-to';

describe('list filters from the URL (spec 002 "Dashboard List": queries parent and group)', () => {
  it('reads positive ids and ignores anything else', () => {
    expect(readListFilters(new URLSearchParams('parent=7&group=3'), false)).toEqual({
      parent: 7,
      group: 3,
      deactivated: false,
    });
    for (const bad of ['parent=-1', 'parent=abc', 'parent=0', 'parent=1e3', 'parent=', 'parent=9999999999'])
      expect(readListFilters(new URLSearchParams(bad), true).parent).toBeUndefined();
  });

  it('asks the server for the page, the search, the filters and the blocked users, nothing undefined', () => {
    expect(listRequestParams({ page: 1, search: '' }, { deactivated: false })).toEqual({ page: 1 });
    expect(listRequestParams({ page: 2, search: 'ann' }, { parent: 4, group: 9, deactivated: true })).toEqual({
      page: 2,
      search: 'ann',
      parent: 4,
      group: 9,
      deactivated: 'true',
    });
    const withStatistics = readListFilters(new URLSearchParams('statistics=true'), false);
    expect(listRequestParams({ page: 1, search: '' }, withStatistics)).toEqual({ page: 1, statistics: 'true' });
  });

  it('links a drill-down and the read-only student dashboard', () => {
    expect(drillDown('group', 'parent', 4)).toBe('/dashboard/list/group?parent=4');
    expect(cabinetLink(6)).toBe('/dashboard-student/main?read_only=6&from=Dashboard+List');
  });
});

describe('what a narrowed list is narrowed to', () => {
  const rows = [
    { id: 1, group: { id: 3, name: 'Demo group' }, parent: { id: 7, first_name: 'Natalia', last_name: 'Bondarenko' } },
  ];
  const owners = { group: (row: (typeof rows)[0]) => row.group, parent: (row: (typeof rows)[0]) => row.parent };

  it('names the group or the owner from the rows', () => {
    expect(narrowedTo(rows, { group: 3, deactivated: false }, owners)).toBe('Demo group');
    expect(narrowedTo(rows, { parent: 7, deactivated: false }, owners)).toBe('Bondarenko Natalia');
  });

  it('says nothing when the list is whole, empty or names someone else', () => {
    expect(narrowedTo(rows, { deactivated: false }, owners)).toBeUndefined();
    expect(narrowedTo([], { group: 3, deactivated: false }, owners)).toBeUndefined();
    expect(narrowedTo(rows, { parent: 8, deactivated: false }, owners)).toBeUndefined();
  });
});
