// The kit's server-searched select: the options found so far stay while the next search loads, so a click on one of
// them still chooses it (a browser test lost its click when the list turned into "Searching…" under the pointer).
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { QueryClient, QueryClientProvider } from '@abacus/shared/query';
import { i18n } from '@abacus/shared';
import { AsyncSelectField, SchemaForm, useSchemaForm } from '../index';
import type { Option } from '../form/inputs';
import texts from '../locales/en.json';

const FRANCHISES: Option[] = [
  { value: '1', label: 'Bohdan Melnyk' },
  { value: '2', label: 'Iryna Shevchenko' },
  { value: '3', label: 'Oleksandr Tkachenko' },
];

/** A search endpoint whose answers arrive when the test says. */
function controlledSearch() {
  const pending: { search: string; answer: () => void }[] = [];
  const load = (search: string) =>
    new Promise<Option[]>((resolve) => {
      pending.push({
        search,
        answer: () => resolve(FRANCHISES.filter((o) => o.label.toLowerCase().includes(search.toLowerCase()))),
      });
    });
  return { pending, load };
}

function FranchiseForm({ load, onSubmit }: { load: (s: string) => Promise<Option[]>; onSubmit: (v: unknown) => void }) {
  const form = useSchemaForm(z.object({ franchise: z.number({ message: 'Field required' }) }), {
    franchise: null as unknown as number,
  });
  return (
    <SchemaForm form={form} submitLabel="Save" onSubmit={onSubmit}>
      <AsyncSelectField name="franchise" label="Franchise" queryKey={['franchises']} load={load} debounceMs={20} />
    </SchemaForm>
  );
}

beforeAll(() => i18n.addResourceBundle('en', 'admin', texts, true, true));

it('keeps the options found so far while the next search loads, and a click on one chooses it', async () => {
  const user = userEvent.setup();
  const search = controlledSearch();
  const submitted: unknown[] = [];
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <FranchiseForm load={search.load} onSubmit={(v) => submitted.push(v)} />
    </QueryClientProvider>,
  );
  const box = screen.getByRole('combobox', { name: 'Franchise' });
  await user.click(box);
  expect(screen.getByRole('status')).toHaveTextContent('Searching…');
  await waitFor(() => expect(search.pending).toHaveLength(1));
  search.pending[0].answer();
  expect(await screen.findAllByRole('option')).toHaveLength(3);
  expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'false');

  await user.type(box, 'Iryna');
  await waitFor(() => expect(search.pending.at(-1)?.search).toBe('Iryna'));
  // The search for "Iryna" has not answered: the three options are still there to click, marked as not yet current.
  expect(screen.getAllByRole('option')).toHaveLength(3);
  expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
  await user.click(screen.getByRole('option', { name: 'Iryna Shevchenko' }));
  expect(box).toHaveValue('Iryna Shevchenko');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(submitted).toEqual([{ franchise: 2 }]));
});

/** The form with Bohdan Melnyk chosen from the list. */
async function withChosenFranchise() {
  const user = userEvent.setup();
  const search = controlledSearch();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <FranchiseForm load={search.load} onSubmit={() => {}} />
    </QueryClientProvider>,
  );
  const box = screen.getByRole('combobox', { name: 'Franchise' });
  await user.click(box);
  await waitFor(() => expect(search.pending).toHaveLength(1));
  search.pending[0].answer();
  await user.click(await screen.findByRole('option', { name: 'Bohdan Melnyk' }));
  return { user, box };
}

it('Escape closes the list and keeps the search; a second Escape puts the chosen value back', async () => {
  const { user, box } = await withChosenFranchise();
  expect(box).toHaveValue('Bohdan Melnyk');

  await user.clear(box);
  await user.type(box, 'Olek');
  expect(box).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard('{Escape}');
  expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(box).toHaveValue('Olek');
  await user.keyboard('{Escape}');
  expect(box).toHaveValue('Bohdan Melnyk');
});

it('text typed and left without a choice says that nothing was chosen, and keeps the value', async () => {
  const { user, box } = await withChosenFranchise();
  await user.clear(box);
  await user.type(box, 'Nobody');
  await user.tab();
  expect(await screen.findByText('Nothing was chosen: pick a name from the list.')).toBeInTheDocument();
  expect(box).toHaveValue('Bohdan Melnyk');
  await user.click(box);
  await user.type(box, 'x');
  expect(screen.queryByText('Nothing was chosen: pick a name from the list.')).not.toBeInTheDocument();
});
