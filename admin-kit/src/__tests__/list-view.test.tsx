import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from '@abacus/shared/router';
import { QueryClient, QueryClientProvider, useQuery } from '@abacus/shared/query';
import { i18n } from '@abacus/shared';
import { createColumnHelper, LIST_SEARCH_DEBOUNCE_MS, ListView, useListParams, type ListPage } from '../index';
import texts from '../locales/en.json';

interface Person {
  id: number;
  name: string;
}
const column = createColumnHelper<Person>();
const columns = [
  column.accessor('id', { header: 'Id' }),
  column.accessor('name', { header: 'Name', meta: { sortKey: 'name' } }),
];
const PEOPLE = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, name: `Person ${i + 1}` }));

/** A fake endpoint: 20 a page, searched by name; fails while `failing.now`. */
const failing = { now: false };
const calls: string[] = [];
async function fetchPeople(page: number, search: string, ordering: string | null): Promise<ListPage<Person>> {
  calls.push(`page=${page}&search=${search}&ordering=${ordering ?? ''}`);
  if (failing.now) throw new Error('down');
  const found = PEOPLE.filter((p) => p.name.includes(search));
  const sorted = ordering === '-name' ? [...found].reverse() : found;
  return { rows: sorted.slice((page - 1) * 20, page * 20), hasNext: page * 20 < found.length };
}

function Location() {
  const { search } = useLocation();
  return <output data-testid="url">{search}</output>;
}

function PeopleList({ bulk }: { bulk?: boolean }) {
  const list = useListParams();
  const query = useQuery({
    queryKey: ['people', list.page, list.search, list.ordering],
    queryFn: () => fetchPeople(list.page, list.search, list.ordering),
  });
  return (
    <ListView
      caption="People"
      list={list}
      query={query}
      columns={columns}
      rowId={(p) => String(p.id)}
      emptyText="No people yet"
      bulkActions={bulk ? (selected) => <span>{`${selected.length} selected`}</span> : undefined}
    />
  );
}

const renderList = (url = '/people', bulk = false) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>
        <PeopleList bulk={bulk} />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeAll(() => i18n.addResourceBundle('en', 'admin', texts, true, true));
beforeEach(() => {
  failing.now = false;
  calls.length = 0;
});

const bodyRows = () => screen.getAllByRole('row').slice(1);

it('shows the page of the URL, and Previous/Next walk the pages through the URL', async () => {
  const user = userEvent.setup();
  renderList('/people?page=2');
  expect(await screen.findByText('Person 21')).toBeInTheDocument();
  expect(bodyRows()).toHaveLength(20);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Person 41')).toBeInTheDocument();
  expect(screen.getByTestId('url')).toHaveTextContent('?page=3');
  expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Previous' }));
  await user.click(await screen.findByRole('button', { name: 'Previous' }));
  expect(await screen.findByText('Person 1')).toBeInTheDocument();
  expect(screen.getByTestId('url')).toHaveTextContent(/^$/);
  expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
});

it(`searches ${LIST_SEARCH_DEBOUNCE_MS} ms after the last key, from page 1`, async () => {
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderList('/people?page=2');
    await screen.findByText('Person 21');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Person 4');
    act(() => jest.advanceTimersByTime(LIST_SEARCH_DEBOUNCE_MS - 50));
    expect(calls.some((c) => c.includes('search=Person'))).toBe(false);
    act(() => jest.advanceTimersByTime(100));
    expect(await screen.findByText('Person 45')).toBeInTheDocument();
    expect(calls.filter((c) => c.includes('search=Person'))).toEqual(['page=1&search=Person 4&ordering=']);
    expect(screen.getByTestId('url')).toHaveTextContent('?search=Person+4');
  } finally {
    jest.useRealTimers();
  }
});

it('says when nothing matches the search', async () => {
  renderList('/people?search=nobody');
  expect(await screen.findByText('Nothing matches the search')).toBeInTheDocument();
});

it('shows the loading state, then an error with a retry that loads again', async () => {
  failing.now = true;
  const user = userEvent.setup();
  renderList();
  expect(screen.getByRole('progressbar', { name: 'Loading the list…' })).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent('The list could not be loaded.');
  failing.now = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Person 1')).toBeInTheDocument();
});

it('sorts by a sortable header through the URL, and marks it for screen readers', async () => {
  const user = userEvent.setup();
  renderList();
  await screen.findByText('Person 1');
  await user.click(screen.getByRole('button', { name: /Name/ }));
  expect(screen.getByTestId('url')).toHaveTextContent('?ordering=name');
  await user.click(screen.getByRole('button', { name: /Name/ }));
  expect(await screen.findByText('Person 45')).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
});

it('sorts through the Sort by select too (a phone hides the headers), which follows the URL', async () => {
  const user = userEvent.setup();
  renderList('/people?ordering=name');
  await screen.findByText('Person 1');
  const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
  expect(sortBy).toHaveValue('name');
  expect(
    within(sortBy)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Default order', 'Name, ascending', 'Name, descending']);
  await user.selectOptions(sortBy, 'Name, descending');
  expect(screen.getByTestId('url')).toHaveTextContent('?ordering=-name');
  expect(await screen.findByText('Person 45')).toBeInTheDocument();
  await user.selectOptions(sortBy, 'Default order');
  expect(screen.getByTestId('url')).toBeEmptyDOMElement();
});

it('selects rows for bulk actions; a new page starts a new selection', async () => {
  const user = userEvent.setup();
  renderList('/people', true);
  await screen.findByText('Person 1');
  await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select row 3' }));
  expect(screen.getByText('2 selected')).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
  expect(screen.getByText('20 selected')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByText('Person 21');
  expect(screen.queryByText(/selected/)).not.toBeInTheDocument();
  const row = screen.getByText('Person 21').closest('tr')!;
  expect(within(row).getByRole('checkbox')).not.toBeChecked();
});
