import { artFocus } from '../model/art-focus';
import { shopFailure } from '../model/failure';
import { itemAction } from '../model/item-action';
import { priceLabel } from '../model/price';
import { itemsOfTab, souvenirsOpen, tabFromSearch, visibleTabs, withTab } from '../model/tabs';
import { transactionLabel } from '../model/transaction-label';
import { shopItem } from './fixtures';

describe('shop tabs (spec 000 "Shop")', () => {
  const hero = shopItem({ category: 'HERO' });
  const cap = shopItem({ category: 'CAP' });
  const pet = shopItem({ category: 'ANIMALS' });
  const face = shopItem({ category: 'FACE' });
  const sky = shopItem({ category: 'BACKGROUND' });
  const mug = shopItem({ category: 'SOUVENIR' });
  const all = [hero, cap, pet, face, sky, mug];

  it('puts each category in its tab', () => {
    expect(itemsOfTab(all, 'heroes')).toEqual([hero]);
    expect(itemsOfTab(all, 'clothes')).toEqual([cap, pet]);
    expect(itemsOfTab(all, 'faces')).toEqual([face]);
    expect(itemsOfTab(all, 'backgrounds')).toEqual([sky]);
    expect(itemsOfTab(all, 'souvenirs')).toEqual([mug]);
    for (const category of ['PANTS', 'ACCESSORIES', 'TRANSPORTS', 'DEVICES'] as const) {
      expect(itemsOfTab([shopItem({ category })], 'clothes')).toHaveLength(1);
    }
  });

  it('shows souvenirs only when the first souvenir is available', () => {
    const soon = shopItem({ category: 'SOUVENIR', status: 'COMING_SOON' });
    expect(souvenirsOpen(all)).toBe(true);
    expect(souvenirsOpen([hero, soon, mug])).toBe(false);
    expect(souvenirsOpen([hero])).toBe(false);
    expect(visibleTabs(all)).toEqual(['heroes', 'clothes', 'faces', 'backgrounds', 'souvenirs', 'purchased']);
    expect(visibleTabs([soon, mug])).toEqual(['heroes', 'clothes', 'faces', 'backgrounds', 'purchased']);
  });

  it('reads the tab from the URL, falling back to heroes', () => {
    const visible = visibleTabs([hero]);
    expect(tabFromSearch('?tab=purchased', visible)).toBe('purchased');
    expect(tabFromSearch('?tab=souvenirs', visible)).toBe('heroes');
    expect(tabFromSearch('?tab=nonsense', visible)).toBe('heroes');
    expect(tabFromSearch('', visible)).toBe('heroes');
  });

  it('keeps read_only and from on tab links', () => {
    expect(withTab('?read_only=7&from=Dashboard+List&tab=faces', 'purchased')).toBe(
      '?read_only=7&from=Dashboard+List&tab=purchased',
    );
    expect(withTab('', 'clothes')).toBe('?tab=clothes');
  });
});

describe('price label (spec 000 section 4)', () => {
  it('shows the price in i$, Free at 0, nothing for souvenirs', () => {
    expect(priceLabel({ category: 'HERO', price: '12.00' })).toEqual({ kind: 'price', text: '12 i$' });
    expect(priceLabel({ category: 'CAP', price: '7.50' })).toEqual({ kind: 'price', text: '7.50 i$' });
    expect(priceLabel({ category: 'FACE', price: '0.00' })).toEqual({ kind: 'free' });
    expect(priceLabel({ category: 'SOUVENIR', price: '3.00' })).toEqual({ kind: 'none' });
    expect(priceLabel({ category: 'SOUVENIR', price: null })).toEqual({ kind: 'none' });
  });
});

describe('card button (spec 000 section 4)', () => {
  it('buy, bought, coming soon, or nothing for souvenirs', () => {
    expect(itemAction(shopItem({ category: 'HERO' }))).toBe('buy');
    expect(itemAction(shopItem({ category: 'HERO', is_purchased: true }))).toBe('bought');
    expect(itemAction(shopItem({ category: 'HERO', status: 'COMING_SOON' }))).toBe('comingSoon');
    expect(itemAction(shopItem({ category: 'SOUVENIR' }))).toBe('none');
    expect(itemAction(shopItem({ category: 'SOUVENIR', is_purchased: true }))).toBe('bought');
  });
});

describe('failure toasts (spec 000 section 8)', () => {
  it('"Not enough money" only for the server\'s not-enough detail', () => {
    expect(shopFailure('not enough indigo dollars')).toBe('notEnoughMoney');
    expect(shopFailure('Item already purchased.')).toBe('error');
    expect(shopFailure('Item is not available.')).toBe('error');
    expect(shopFailure(undefined)).toBe('error');
  });
});

describe('transaction descriptions', () => {
  const row = (kind: string, reason = 'Server note', item: { id: number; name: string } | null = null) =>
    transactionLabel({ kind: kind as never, reason, item });

  it("words each kind in the interface language, not the server's English note", () => {
    expect(row('purchase', 'Shop: Explorer', { id: 3, name: 'Дослідник' })).toEqual({
      key: 'shop.history.kinds.purchase',
      values: { name: 'Дослідник' },
    });
    expect(row('puzzle', 'Opened a puzzle')).toEqual({ key: 'shop.history.kinds.puzzle' });
    expect(row('homework_task', 'Finished a homework task')).toEqual({ key: 'shop.history.kinds.homeworkTask' });
    expect(row('bonus', 'Welcome bonus')).toEqual({ key: 'shop.history.kinds.bonus' });
  });

  it('says "shop purchase" when the bought item is gone', () => {
    expect(row('purchase', 'Shop: Old hat', null)).toEqual({ key: 'shop.history.kinds.purchaseUnknown' });
    expect(row('purchase', 'Shop: Old hat', { id: 3, name: '' })).toEqual({
      key: 'shop.history.kinds.purchaseUnknown',
    });
  });

  it("shows a manual row's reason as the staff wrote it, or a correction when there is none", () => {
    expect(row('manual', '  Olympiad: 2nd place  ')).toEqual({ text: 'Olympiad: 2nd place' });
    expect(row('manual', '')).toEqual({ key: 'shop.history.kinds.correction' });
    expect(row('manual', '   ')).toEqual({ key: 'shop.history.kinds.correction' });
  });

  it('falls back to the reason for a kind this build does not know yet', () => {
    expect(row('olympiad_prize', 'Olympiad prize')).toEqual({ text: 'Olympiad prize' });
    expect(row('olympiad_prize', '')).toEqual({ key: 'shop.history.kinds.correction' });
  });
});

describe('card thumbnails', () => {
  it('zoom onto the area of the category on the common canvas', () => {
    // the cap's area (x 68-172, y 0-74) is centred: its centre (120, 37) moves down by 83 / 240
    expect(artFocus('CAP')).toBe('scale(2.077) translate(0%, 34.583%)');
    // small areas are enlarged at most 3 times
    expect(artFocus('PANTS')).toMatch(/^scale\(3\) /);
    expect(artFocus('BACKGROUND')).toBeUndefined();
    expect(artFocus('SOUVENIR')).toBeUndefined();
  });
});
