import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { api, balance$, i18n, language$, type Notice, type Profile } from '@abacus/shared';
import { ShopPage } from '../components/shop-page';
import type { Balance, PurchasedItem } from '../model/types';
import { purchased, shopItem } from './fixtures';
import { recordToasts } from '@/testing/record-toasts';
import { answer, apiError, fakeGet, renderInArea, STUDENT, TEACHER } from '@/testing/render-in-area';
import { loadEnglishTexts } from '@/testing/with-texts';

beforeAll(loadEnglishTexts);

const route = '/dashboard-student/shop';
const renderShop = ({ url = route, viewer = STUDENT }: { url?: string; viewer?: Profile } = {}) =>
  renderInArea(<ShopPage />, { url, route, viewer });

const explorer = shopItem({ id: 1, category: 'HERO', name: 'Explorer', price: '12.00' });
const ninja = shopItem({ id: 2, category: 'HERO', name: 'Ninja', price: '0.00' });
const robot = shopItem({ id: 3, category: 'HERO', name: 'Robot', status: 'COMING_SOON', price: '30.00' });
const astronaut = shopItem({ id: 4, category: 'HERO', name: 'Astronaut', is_purchased: true });
const cap = shopItem({ id: 5, category: 'CAP', name: 'Red cap', price: '4.50' });
const mug = shopItem({ id: 6, category: 'SOUVENIR', name: 'Mug' });
const ITEMS = [explorer, ninja, robot, astronaut, cap, mug];
const OWNED: PurchasedItem[] = [purchased(astronaut, { is_activated: true, file: '/media/shop/astronaut.svg' })];
const ASTRONAUT_NAME: Record<string, string> = { en: 'Astronaut', uk: 'Астронавт' };
/** The ledger as the server words it: only the purchase's item name follows ?lang=. */
const ledger = (lang = 'en'): Balance => ({
  balance: '18.50',
  txns: [
    { id: 7, amount: '-1.00', modified: '2025-01-16T08:00:00Z', kind: 'manual', reason: '', item: null },
    {
      id: 6,
      amount: '2.00',
      modified: '2025-01-15T12:00:00Z',
      kind: 'manual',
      reason: 'Olympiad, 2nd place',
      item: null,
    },
    {
      id: 5,
      amount: '-10.50',
      modified: '2025-01-14T17:45:00Z',
      kind: 'purchase',
      reason: 'Shop: Astronaut',
      item: { id: astronaut.id, name: ASTRONAUT_NAME[lang] },
    },
    { id: 4, amount: '-3.00', modified: '2025-01-13T17:00:00Z', kind: 'purchase', reason: 'Shop: Gone', item: null },
    {
      id: 3,
      amount: '1.00',
      modified: '2025-01-13T16:00:00Z',
      kind: 'homework_task',
      reason: 'Finished a homework task',
      item: null,
    },
    { id: 2, amount: '3.00', modified: '2025-01-12T15:30:00Z', kind: 'puzzle', reason: 'Opened a puzzle', item: null },
    { id: 1, amount: '25.00', modified: '2025-01-10T09:00:00Z', kind: 'bonus', reason: 'Welcome bonus', item: null },
  ],
});
const BALANCE = ledger();
const ledgerIn = ({ lang }: Record<string, unknown>) => ledger(String(lang));

function fakeShop({
  items = ITEMS,
  owned = OWNED,
  balance = ledgerIn,
}: {
  items?: unknown;
  owned?: unknown;
  balance?: unknown;
} = {}) {
  // The profile carries the ledger's balance (the database keeps it beside the ledger).
  const profile = () => {
    const data = typeof balance === 'function' ? balance({ lang: 'en' }) : balance;
    return data instanceof Error ? data : { ...STUDENT, indigo_dollars: (data as Balance).balance };
  };
  return fakeGet({
    'eshop/items': items,
    'eshop/items/purchased': owned,
    [`indigo_dollars/balance/${STUDENT.id}`]: balance,
    'users/user/me': profile,
    [`users/user/${STUDENT.id}`]: profile,
  });
}
const ledgerReads = (get: jest.SpyInstance) =>
  get.mock.calls.filter(([url]) => String(url).startsWith('indigo_dollars'));

let toasts: Notice[];
let stopToasts: () => void;
beforeEach(() => {
  balance$.next(null);
  ({ toasts, stop: stopToasts } = recordToasts());
});
afterEach(() => {
  stopToasts();
  jest.restoreAllMocks();
});

const card = async (name: string) => (await screen.findByRole('button', { name })).closest('li') as HTMLElement;

describe('shop cards', () => {
  it('shows price, Free, coming soon, bought, and the balance in i$', async () => {
    const get = fakeShop();
    renderShop();
    expect(within(await card('Explorer')).getByText('12 i$')).toBeInTheDocument();
    expect(within(await card('Explorer')).getByRole('button', { name: 'Buy' })).toBeEnabled();
    expect(within(await card('Ninja')).getByText('Free')).toBeInTheDocument();
    expect(within(await card('Robot')).getByRole('button', { name: 'Coming soon' })).toBeDisabled();
    expect(within(await card('Astronaut')).getByRole('link', { name: /Bought/ })).toHaveAttribute(
      'href',
      '/dashboard-student/shop?tab=purchased',
    );
    expect(screen.queryByRole('button', { name: 'Red cap' })).not.toBeInTheDocument();
    expect(await screen.findByTestId('shop-balance-amount')).toHaveTextContent('18.50 i$');
    expect(get).toHaveBeenCalledWith('eshop/items', { params: { lang: 'en', user: STUDENT.id } });
    // the student's own balance is published for the profile header and the other remotes
    await waitFor(() => expect(balance$.getValue()).toBe('18.50'));
  });

  it("keeps the character's place empty until the child's purchases are in (a default figure showed first)", async () => {
    fakeShop();
    renderShop();
    expect(screen.getByTestId('shop-figure-wait')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /character/i })).toBeInTheDocument();
    expect(screen.queryByTestId('shop-figure-wait')).not.toBeInTheDocument();
  });

  it('shows souvenirs without price or buy button, and only when the first souvenir is available', async () => {
    fakeShop();
    const user = userEvent.setup();
    renderShop();
    await user.click(await screen.findByRole('link', { name: /Souvenirs/ }));
    const mugCard = await card('Mug');
    expect(within(mugCard).queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();
    expect(within(mugCard).queryByText(/i\$/)).not.toBeInTheDocument();
  });

  it('hides the souvenirs tab when the first souvenir is coming soon', async () => {
    fakeShop({ items: [explorer, { ...mug, status: 'COMING_SOON' }, shopItem({ category: 'SOUVENIR' })] });
    renderShop();
    await card('Explorer');
    expect(screen.queryByRole('link', { name: /Souvenirs/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Purchased/ })).toBeInTheDocument();
  });

  it('says "Error has occurred" in place of the list when it cannot load', async () => {
    fakeShop({ items: apiError(500, {}) });
    renderShop();
    expect(await screen.findByTestId('shop-load-error')).toHaveTextContent('Error has occurred');
    expect(screen.queryByTestId('shop-items')).not.toBeInTheDocument();
  });

  it('has an empty state', async () => {
    fakeShop({ items: [cap] });
    renderShop();
    expect(await screen.findByTestId('shop-empty')).toHaveTextContent('There are no items here yet.');
  });

  it("previews an item on the student's character", async () => {
    fakeShop();
    const user = userEvent.setup();
    renderShop();
    await user.click(await screen.findByRole('link', { name: /Clothes/ }));
    await user.click(await screen.findByRole('button', { name: 'Red cap' }));
    const preview = await screen.findByTestId('shop-preview-character');
    expect(preview.querySelector('img[data-category="CAP"]')).toHaveAttribute('src', cap.file);
    expect(preview.querySelector('img[data-category="HERO"]')).toHaveAttribute('src', '/media/shop/astronaut.svg');
  });
});

describe('buying', () => {
  it('buys, congratulates, reloads the lists and publishes the new balance', async () => {
    let bought = false;
    const get = fakeShop({
      items: () => ITEMS.map((i) => (i.id === explorer.id ? { ...i, is_purchased: bought } : i)),
      balance: () => (bought ? { ...BALANCE, balance: '6.50' } : BALANCE),
    });
    const post = jest.spyOn(api, 'post').mockImplementation(async () => {
      bought = true;
      return answer({ ...purchased(explorer), balance: '6.50' });
    });
    const user = userEvent.setup();
    renderShop();
    await user.click(within(await card('Explorer')).getByRole('button', { name: 'Buy' }));

    const modal = await screen.findByTestId('shop-congratulation');
    expect(modal).toHaveTextContent('Explorer was bought and can be found in Purchased.');
    expect(post).toHaveBeenCalledWith(`eshop/items/${explorer.id}/purchase`);
    expect(balance$.getValue()).toBe('6.50');
    expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', text: 'Item bought' }));
    await waitFor(() => expect(screen.getByTestId('shop-balance-amount')).toHaveTextContent('6.50 i$'));
    expect(get.mock.calls.filter(([url]) => url === 'eshop/items/purchased').length).toBeGreaterThan(1);

    await user.click(within(modal).getByRole('link', { name: 'Go to Purchased' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?tab=purchased');
    expect(screen.queryByTestId('shop-congratulation')).not.toBeInTheDocument();
  });

  it('buys from the preview too', async () => {
    fakeShop();
    const post = jest.spyOn(api, 'post').mockResolvedValue(answer({ ...purchased(ninja), balance: '18.50' }));
    const user = userEvent.setup();
    renderShop();
    await user.click(await screen.findByRole('button', { name: 'Ninja' }));
    await user.click(within(await screen.findByTestId('shop-preview')).getByRole('button', { name: 'Buy' }));
    expect(await screen.findByTestId('shop-congratulation')).toBeInTheDocument();
    expect(screen.queryByTestId('shop-preview')).not.toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(`eshop/items/${ninja.id}/purchase`);
  });

  it('says "Not enough money" in red for 3 s when the balance is short', async () => {
    fakeShop();
    jest.spyOn(api, 'post').mockRejectedValue(apiError(400, { detail: 'not enough indigo dollars' }));
    const user = userEvent.setup();
    renderShop();
    await user.click(within(await card('Explorer')).getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', text: 'Not enough money', duration: 3000 }]));
    expect(screen.queryByTestId('shop-congratulation')).not.toBeInTheDocument();
  });

  it('shows how much is missing instead of Buy for what the child cannot afford (issue 9)', async () => {
    fakeShop({ balance: { ...BALANCE, balance: '6.50' } });
    renderShop();
    const explorerCard = await card('Explorer');
    await waitFor(() =>
      expect(within(explorerCard).getByTestId('shop-missing')).toHaveTextContent('You need 5.50 i$ more'),
    );
    expect(within(explorerCard).queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();
    // what the balance covers keeps its Buy button
    expect(within(await card('Ninja')).getByRole('button', { name: 'Buy' })).toBeInTheDocument();
  });

  it('shows the generic error toast for any other failure', async () => {
    fakeShop();
    jest.spyOn(api, 'post').mockRejectedValue(apiError(400, { detail: 'Item already purchased.' }));
    const user = userEvent.setup();
    renderShop();
    await user.click(within(await card('Explorer')).getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', text: 'Error has occurred', duration: 3000 }]));
  });
});

describe('purchased tab', () => {
  it('activates and deactivates, with their toasts', async () => {
    const cape = shopItem({ id: 9, category: 'ACCESSORIES', name: 'Cape', is_purchased: true });
    fakeShop({ owned: [...OWNED, purchased(cape)] });
    const patch = jest.spyOn(api, 'patch').mockImplementation(async (url: string) => answer({ url }));
    const user = userEvent.setup();
    renderShop({ url: '/dashboard-student/shop?tab=purchased' });

    const list = await screen.findByTestId('shop-purchased');
    const [astro, capeCard] = within(list).getAllByTestId('shop-purchased-item');
    await user.click(within(capeCard).getByRole('button', { name: 'Activate' }));
    expect(patch).toHaveBeenCalledWith(`eshop/items/purchased/${1000 + cape.id}/activate`);
    await waitFor(() =>
      expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', text: 'Item activated' })),
    );

    await user.click(within(astro).getByRole('button', { name: 'Deactivate' }));
    expect(patch).toHaveBeenCalledWith(`eshop/items/purchased/${1000 + astronaut.id}/deactivate`);
    await waitFor(() =>
      expect(toasts).toContainEqual(expect.objectContaining({ kind: 'success', text: 'Item deactivated' })),
    );
  });

  it('shows a failed activation as the generic error toast', async () => {
    fakeShop({ owned: [purchased(ninja)] });
    jest.spyOn(api, 'patch').mockRejectedValue(apiError(404, { detail: 'Not found.' }));
    const user = userEvent.setup();
    renderShop({ url: '/dashboard-student/shop?tab=purchased' });
    await user.click(await screen.findByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', text: 'Error has occurred', duration: 3000 }]));
  });

  it('has an empty state', async () => {
    fakeShop({ owned: [] });
    renderShop({ url: '/dashboard-student/shop?tab=purchased' });
    expect(await screen.findByTestId('shop-empty')).toHaveTextContent('You have no purchased items yet.');
  });

  it('draws the character from the activated items', async () => {
    fakeShop();
    renderShop();
    const character = await screen.findByRole('img', { name: 'Your character' });
    await waitFor(() =>
      expect(character.querySelector('img[data-category="HERO"]')).toHaveAttribute('src', '/media/shop/astronaut.svg'),
    );
  });
});

describe('the balance', () => {
  it('comes with the profile: the ledger is read only when the history opens', async () => {
    const get = fakeShop();
    const user = userEvent.setup();
    renderShop();
    await waitFor(() => expect(screen.getByTestId('shop-balance-amount')).toHaveTextContent('18.50 i$'));
    await screen.findByRole('button', { name: 'Explorer' });
    expect(ledgerReads(get)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Transaction history' }));
    expect(await within(await screen.findByTestId('shop-history')).findAllByTestId('shop-txn')).toHaveLength(7);
    expect(ledgerReads(get)).toHaveLength(1);
  });

  it("corrects a stale figure on the bus with the profile's", async () => {
    fakeShop();
    balance$.next('1.00');
    renderShop();
    await waitFor(() => expect(balance$.getValue()).toBe('18.50'));
    expect(screen.getByTestId('shop-balance-amount')).toHaveTextContent('18.50 i$');
  });

  it('shows a dash when it cannot be read', async () => {
    fakeShop({ balance: apiError(500, {}) });
    renderShop();
    await waitFor(() => expect(screen.getByTestId('shop-balance-amount')).toHaveTextContent('—'));
  });
});

describe('transaction history', () => {
  const open = async () => {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Transaction history' }));
    return screen.findByTestId('shop-history');
  };

  const descriptions = (rows: HTMLElement[]) => rows.map((row) => row.lastElementChild?.textContent);

  it('lists the ledger: date, signed and coloured amount, and what each row was for', async () => {
    const get = fakeShop();
    renderShop();
    const modal = await open();
    const rows = await within(modal).findAllByTestId('shop-txn');
    expect(get).toHaveBeenCalledWith(`indigo_dollars/balance/${STUDENT.id}`, { params: { lang: 'en' } });
    expect(rows[2]).toHaveTextContent('14.01.2025 17:45');
    expect(rows[2]).toHaveTextContent('\u221210.50 i$');
    expect(rows[2].querySelector('.shop-history__amount--out')).not.toBeNull();
    expect(rows[6]).toHaveTextContent('+25.00 i$');
    expect(rows[6].querySelector('.shop-history__amount--in')).not.toBeNull();
    expect(descriptions(rows)).toEqual([
      'Correction by the school',
      'Olympiad, 2nd place',
      'Bought: Astronaut',
      'Shop purchase',
      'Homework task done',
      'Puzzle opened',
      'Bonus',
    ]);
  });

  it('words the rows in the interface language, the item named in the data language (ua reads uk)', async () => {
    const ua = JSON.parse(readFileSync(join(__dirname, '../locales/ua.json'), 'utf8'));
    i18n.addResourceBundle('ua', 'student', ua, true, true);
    await i18n.changeLanguage('ua');
    language$.next('ua');
    const get = fakeShop();
    const view = renderShop();
    try {
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: ua.shop.balance.history }));
      const rows = await within(await screen.findByTestId('shop-history')).findAllByTestId('shop-txn');
      expect(get).toHaveBeenCalledWith(`indigo_dollars/balance/${STUDENT.id}`, { params: { lang: 'uk' } });
      expect(descriptions(rows)).toEqual([
        'Коригування від школи',
        'Olympiad, 2nd place',
        'Придбано: Астронавт',
        'Покупка в магазині',
        'Завдання домашньої роботи виконано',
        'Пазл відкрито',
        'Бонус',
      ]);
    } finally {
      view.unmount();
      language$.next('en');
      await i18n.changeLanguage('en');
    }
  });

  it('has an empty state', async () => {
    fakeShop({ balance: { balance: '0.00', txns: [] } });
    renderShop();
    expect(await open()).toHaveTextContent('There are no transactions yet.');
  });

  it('shows a load error in red in the modal', async () => {
    fakeShop({ balance: apiError(500, {}) });
    renderShop();
    const modal = await open();
    expect(await within(modal).findByRole('alert')).toHaveClass('ui-form-error');
  });
});

describe('read-only viewing', () => {
  it("shows the viewed student's shop without Buy, Activate or Deactivate (issue 9)", async () => {
    const get = fakeShop();
    const post = jest.spyOn(api, 'post');
    const user = userEvent.setup();
    renderShop({ url: `/dashboard-student/shop?read_only=${STUDENT.id}&from=Dashboard+List`, viewer: TEACHER });

    expect(within(await card('Explorer')).queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();
    expect(screen.getByTestId('shop-read-only')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('eshop/items', { params: { lang: 'en', user: STUDENT.id } });
    expect(get).toHaveBeenCalledWith('eshop/items/purchased', { params: { lang: 'en', user: STUDENT.id } });

    await user.click(screen.getByRole('button', { name: 'Explorer' }));
    expect(
      within(await screen.findByTestId('shop-preview')).queryByRole('button', { name: 'Buy' }),
    ).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('link', { name: /Purchased/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      `?read_only=${STUDENT.id}&from=Dashboard+List&tab=purchased`,
    );
    expect(await screen.findByTestId('shop-purchased-item')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Activate|Deactivate/ })).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    // the viewed student's balance, from their profile; a viewer's screen never publishes it as their own
    expect(screen.getByTestId('shop-balance-amount')).toHaveTextContent('18.50 i$');
    expect(get).toHaveBeenCalledWith(`users/user/${STUDENT.id}`);
    expect(balance$.getValue()).toBeNull();
  });
});
