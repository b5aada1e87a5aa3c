import { readListParams, sortChoices, toggledOrdering, withListParams } from '../list/list-params';

const params = (query: string) => new URLSearchParams(query);

describe('the list state in the URL', () => {
  it('reads page, search and ordering, with page 1 for anything that is not a page number', () => {
    expect(readListParams(params('page=3&search=Koval&ordering=-name'))).toEqual({
      page: 3,
      search: 'Koval',
      ordering: '-name',
    });
    for (const bad of ['page=0', 'page=-2', 'page=abc', 'page=1e3', 'page=', '']) {
      expect(readListParams(params(bad)).page).toBe(1);
    }
  });

  it('a new search or sort goes back to page 1 and keeps the other filters', () => {
    const next = withListParams(params('page=4&group=7'), { search: 'Iv' });
    expect(next.toString()).toBe('group=7&search=Iv');
    expect(withListParams(params('page=4&search=Iv'), { ordering: 'name' }).toString()).toBe('search=Iv&ordering=name');
  });

  it('page 1, an empty search and no sort leave the URL', () => {
    expect(withListParams(params('page=2&search=x&ordering=name'), { page: 1 }).toString()).toBe(
      'search=x&ordering=name',
    );
    expect(withListParams(params('search=x'), { search: '   ' }).toString()).toBe('');
    expect(withListParams(params('ordering=name'), { ordering: null }).toString()).toBe('');
    expect(withListParams(params(''), { page: 2 }).toString()).toBe('page=2');
  });

  it('a sortable header cycles ascending, descending, none', () => {
    expect(toggledOrdering(null, 'name')).toBe('name');
    expect(toggledOrdering('name', 'name')).toBe('-name');
    expect(toggledOrdering('-name', 'name')).toBeNull();
    expect(toggledOrdering('-group', 'name')).toBe('name');
  });
});

describe('the sort choices of a phone', () => {
  it('offers each sortable column with a text header up and down, in column order', () => {
    const columns = [
      { header: 'Id' },
      { header: 'Name', meta: { sortKey: 'full_name' } },
      { header: () => 'rendered', meta: { sortKey: 'x' } },
      { header: 'Group', meta: { sortKey: 'group_name' } },
    ];
    expect(sortChoices(columns).map((choice) => choice.ordering)).toEqual([
      'full_name',
      '-full_name',
      'group_name',
      '-group_name',
    ]);
    expect(sortChoices(columns)[1]).toEqual({ column: 'Name', descending: true, ordering: '-full_name' });
  });

  it('offers nothing for a list without sortable columns', () => {
    expect(sortChoices([{ header: 'Id' }, { header: 'Name' }])).toEqual([]);
  });
});
