import { render, screen, waitFor, within } from '@testing-library/react';
import { AxiosError } from 'axios';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider, createQueryClient } from '@abacus/shared/query';
import { loadAdminTexts } from '@abacus/admin-kit';
import { api, i18n } from '@abacus/shared';
import common from '@abacus/shared/i18n/locales/en.json';
import staff from '../../../locales/en.json';
import { IndigoForm } from '../components/indigo-form';
import texts from '../locales/en.json';

const ok = (data: unknown, status = 200) => ({ data, status, statusText: '', headers: {}, config: {} as never });
let balance = '18.50';

beforeAll(async () => {
  const admin = (await loadAdminTexts('en')) as { default?: object };
  i18n.addResourceBundle('en', 'common', common, true, true);
  i18n.addResourceBundle('en', 'admin', admin.default ?? admin, true, true);
  i18n.addResourceBundle('en', 'staff', { ...staff, ...texts }, true, true);
});
beforeEach(() => {
  balance = '18.50';
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === 'indigo_dollars/balance/6') return ok({ balance, txns: [] });
    throw new Error(`unexpected GET ${url}`);
  });
});
afterEach(() => jest.restoreAllMocks());

function setup(target: { user: number } | { group: number } = { user: 6 }) {
  const post = jest.spyOn(api, 'post').mockImplementation(async (_url, body) => {
    balance = (Number(balance) + Number((body as { amount: string }).amount)).toFixed(2);
    return ok({ count: 1 }, 201);
  });
  const onDone = jest.fn();
  const client = createQueryClient({ queries: { retry: false } });
  render(
    <QueryClientProvider client={client}>
      <IndigoForm target={target} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { post, onDone, user: userEvent.setup() };
}

const amount = () => screen.getByRole('textbox', { name: /Amount/ });

describe('the Indigo-dollars form', () => {
  it('says what is wrong with an amount: zero, past two decimals, past six digits (each read "Enter a number")', async () => {
    const { post, user } = setup();
    for (const [typed, message] of [
      ['0', 'Enter an amount other than 0.'],
      ['0.001', 'At most 2 decimal places.'],
      ['1000000', 'At most 999999.99.'],
      ['-1000000', 'At least -999999.99.'],
      ['abc', 'Enter a number'],
    ]) {
      await user.clear(amount());
      await user.type(amount(), typed);
      await user.click(screen.getByRole('button', { name: typed.startsWith('-') ? 'Take away' : 'Add' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(post).not.toHaveBeenCalled();
  });

  it('gives a large amount only when it is submitted twice as it is (a tester gave 100000 i$ with one click)', async () => {
    const { post, onDone, user } = setup();
    await user.type(amount(), '100000');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByTestId('indigo-check')).toHaveTextContent(
      '100000.00 i$ is a large amount. Check it, then press “Add” again.',
    );
    expect(post).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith('indigo_dollars/', { user: 6, amount: '100000.00', reason: '' });
    expect(onDone).toHaveBeenCalled();
  });

  it('a small amount goes at once, and the balance is read again afterwards (a withdrawal showed the old one)', async () => {
    const { post, user } = setup();
    expect(await screen.findByTestId('indigo-balance')).toHaveTextContent('18.50 i$');
    await user.type(amount(), '-0.5');
    // Taking i$ away says so on its button.
    await user.click(screen.getByRole('button', { name: 'Take away' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByTestId('indigo-balance')).toHaveTextContent('18.00 i$'));
  });

  it("a group's refused withdrawal names each child whose balance is short, with the balance, and goes on the next try", async () => {
    const { post, onDone, user } = setup({ group: 3 });
    const body = {
      non_field_errors: ['Not enough i$ on the balance.'],
      short: [{ id: 8, first_name: 'Anna', last_name: 'Koval', balance: '3.00' }],
    };
    post.mockRejectedValueOnce(new AxiosError('failed', '400', undefined, null, { ...ok(body, 400) } as never));
    await user.type(amount(), '-5');
    await user.click(screen.getByRole('button', { name: 'Take away' }));
    const short = await screen.findByTestId('indigo-short');
    expect(short).toHaveTextContent('Not enough i$ on the balance of:');
    expect(within(short).getByRole('listitem')).toHaveTextContent('Koval Anna: 3.00 i$');
    // Said once, with the names: not again above them.
    expect(screen.getAllByText(/Not enough i\$ on the balance/)).toHaveLength(1);
    expect(onDone).not.toHaveBeenCalled();
    // A changed amount is a new question: the list goes.
    await user.type(amount(), '0');
    expect(screen.queryByTestId('indigo-short')).not.toBeInTheDocument();
    await user.clear(amount());
    await user.type(amount(), '-2');
    await user.click(screen.getByRole('button', { name: 'Take away' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(screen.queryByTestId('indigo-short')).not.toBeInTheDocument();
  });
});
