import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { DATA_LANGUAGES } from '@abacus/contract/languages';
import { SHOP_CATEGORIES } from '@abacus/contract/shop';
import { purchasedItems, shopItems } from '../db/schema.ts';
import { SHOP_CATALOGUE } from '../db/seeds/shop-catalogue.ts';
import { clientFor, createTestApp, idOf, type TestApp } from '../test/test-app.ts';
import { SHOP } from './test-support.ts';

let t: TestApp;
let studentId: number;
let freeId: number;
before(async () => {
  t = await createTestApp();
  studentId = await idOf(t, 'student@demo.school');
  freeId = await idOf(t, 'free@demo.school');
});
after(() => t.close());

const ITEM_KEYS = [
  'additional_file',
  'category',
  'description',
  'file',
  'id',
  'is_purchased',
  'name',
  'price',
  'status',
  'style_tag',
];
type Item = Record<string, unknown> & {
  id: number;
  name: string;
  category: string;
  status: string;
  price: string | null;
};

describe('GET eshop/items', () => {
  test('the contract shape, no DEPRECATED items, by category then order', async () => {
    const get = await clientFor(t, 'student@demo.school');
    const res = await get('GET', SHOP);
    assert.equal(res.statusCode, 200);
    const items = res.json() as Item[];
    assert.equal(items.length, SHOP_CATALOGUE.filter((i) => i.status !== 'DEPRECATED').length);
    for (const item of items) {
      assert.deepEqual(Object.keys(item).sort(), ITEM_KEYS);
      assert.match(item.file as string, /^\/media\/shop\/[a-z-]+\.svg$/);
      assert.ok(['AVAILABLE', 'COMING_SOON'].includes(item.status), item.status);
      if (item.category === 'SOUVENIR') assert.equal(item.price, null);
      else assert.match(item.price!, /^\d+\.\d{2}$/);
    }
    const ranks = items.map((i) => SHOP_CATEGORIES.indexOf(i.category as never));
    assert.deepEqual(
      ranks,
      [...ranks].sort((a, b) => a - b),
      'grouped by category in the shop order',
    );
    assert.equal(items[0].category, 'HERO');
    assert.deepEqual(
      items.filter((i) => i.category === 'HERO').map((i) => i.name),
      ['Explorer', 'Inventor', 'Robot Bolt', 'Fox Cub'],
      'within a category by order',
    );
    assert.ok(
      items.some((i) => i.price === '0.00'),
      'a free item',
    );
    assert.ok(items.some((i) => i.status === 'COMING_SOON'));
  });

  test('is_purchased is for the user the list is for', async () => {
    const get = await clientFor(t, 'student@demo.school');
    const items = (await get('GET', SHOP)).json() as Item[];
    assert.deepEqual(
      items.filter((i) => i.is_purchased).map((i) => i.name),
      ['Explorer'],
    );
    const free = (await (await clientFor(t, 'free@demo.school'))('GET', SHOP)).json() as Item[];
    assert.ok(free.every((i) => i.is_purchased === false));
  });

  test('name and description in ?lang= (ua = uk), English by default, 400 for an unknown language', async () => {
    const get = await clientFor(t, 'student@demo.school');
    const explorer = async (q: string) => ((await get('GET', `${SHOP}${q}`)).json() as Item[])[0];
    assert.equal((await explorer('')).name, 'Explorer');
    assert.equal((await explorer('?lang=he')).name, 'חוקר');
    assert.equal((await explorer('?lang=ua')).name, 'Дослідник');
    assert.equal((await explorer('?lang=uk')).name, 'Дослідник');
    assert.equal((await explorer('?lang=ru')).description, SHOP_CATALOGUE[0].description.ru);
    for (const lang of DATA_LANGUAGES) {
      const items = (await get('GET', `${SHOP}?lang=${lang}`)).json() as Item[];
      for (const item of items) {
        const source = SHOP_CATALOGUE.find((c) => `/media/shop/${c.slug}.svg` === item.file)!;
        assert.equal(item.name, source.name[lang], `${lang} ${source.slug}`);
        assert.equal(item.description, source.description[lang], `${lang} ${source.slug}`);
      }
    }
    const bad = await get('GET', `${SHOP}?lang=xx`);
    assert.equal(bad.statusCode, 400);
    assert.equal(typeof bad.json().detail, 'string');
  });

  test('a text missing in that language falls back to English', async () => {
    const [row] = await t.database.db
      .insert(shopItems)
      .values({
        name: { en: 'Only English' },
        description: { en: 'Text' },
        file: '/media/shop/x.svg',
        price: '1.00',
        category: 'ANIMALS',
        order: 999,
      })
      .returning();
    try {
      const get = await clientFor(t, 'free@demo.school');
      const items = (await get('GET', `${SHOP}?lang=fr`)).json() as Item[];
      const item = items.find((i) => i.id === row.id)!;
      assert.equal(item.name, 'Only English');
      assert.equal(item.description, 'Text');
    } finally {
      await t.database.db.delete(shopItems).where(eq(shopItems.id, row.id));
    }
  });
});

describe('the catalogue each API process keeps (eshop/items)', () => {
  // Written straight to the database, as another API replica would: no process is told, the version row says it.
  test('a price changed, an item withdrawn, added or deleted shows on the next read; a purchase at once', async () => {
    const db = t.database.db;
    const get = await clientFor(t, 'free@demo.school');
    const shop = async () => (await get('GET', `${SHOP}?user=${freeId}`)).json() as Item[];
    const [first] = await shop();
    const [row] = await db.select().from(shopItems).where(eq(shopItems.id, first.id));
    try {
      await db.update(shopItems).set({ price: '777.00' }).where(eq(shopItems.id, first.id));
      assert.equal((await shop())[0].price, '777.00');
      await db.update(shopItems).set({ status: 'DEPRECATED' }).where(eq(shopItems.id, first.id));
      assert.ok(!(await shop()).some((i) => i.id === first.id), 'a withdrawn item leaves the shop');
      await db.update(shopItems).set({ status: row.status }).where(eq(shopItems.id, first.id));
      const [added] = await db
        .insert(shopItems)
        .values({
          name: { en: 'Added elsewhere' },
          description: { en: 'x' },
          file: '/media/shop/y.svg',
          price: '2.00',
          category: row.category,
          order: -1,
        })
        .returning({ id: shopItems.id });
      assert.equal((await shop())[0].name, 'Added elsewhere', 'first of its category');
      await db.delete(shopItems).where(eq(shopItems.id, added.id));
      assert.ok(!(await shop()).some((i) => i.id === added.id), 'a deleted item leaves the shop');
      await db.insert(purchasedItems).values({ userId: freeId, itemId: first.id });
      assert.equal(
        (await shop()).find((i) => i.id === first.id)?.is_purchased,
        true,
        'bought elsewhere: owned at once',
      );
    } finally {
      await db.delete(purchasedItems).where(eq(purchasedItems.userId, freeId));
      await db.update(shopItems).set({ price: row.price, status: row.status }).where(eq(shopItems.id, first.id));
    }
  });
});

describe('GET eshop/items/purchased', () => {
  test('the owned items newest first, DEPRECATED ones included', async () => {
    const get = await clientFor(t, 'student@demo.school');
    const res = await get('GET', `${SHOP}/purchased`);
    assert.equal(res.statusCode, 200);
    const owned = res.json() as { id: number; is_activated: boolean; file: string; item: Item }[];
    for (const p of owned) {
      assert.deepEqual(Object.keys(p).sort(), ['file', 'id', 'is_activated', 'item']);
      assert.deepEqual(Object.keys(p.item).sort(), ITEM_KEYS);
      assert.equal(p.file, p.item.file);
      assert.equal(p.item.is_purchased, true);
    }
    assert.deepEqual(
      owned.map((p) => [p.item.name, p.item.category, p.item.status, p.is_activated]),
      [
        ['Explorer', 'HERO', 'AVAILABLE', true],
        ['Striped scarf', 'ACCESSORIES', 'DEPRECATED', false],
      ],
    );
    const items = (await get('GET', SHOP)).json() as Item[];
    assert.ok(!items.some((i) => i.name === 'Striped scarf'), 'DEPRECATED is not in the shop');
    const he = (await get('GET', `${SHOP}/purchased?lang=he`)).json() as { item: Item }[];
    assert.equal(he[0].item.name, 'חוקר');
  });

  test('empty for a student who owns nothing', async () => {
    const res = await (await clientFor(t, 'free@demo.school'))('GET', `${SHOP}/purchased`);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), []);
  });
});

describe('?user= : whose shop', () => {
  test("the parent and the staff above the student see the student's items", async () => {
    for (const email of ['parent', 'teacher', 'franchise', 'master', 'super'].map((n) => `${n}@demo.school`)) {
      const get = await clientFor(t, email);
      const items = await get('GET', `${SHOP}?user=${studentId}`);
      assert.equal(items.statusCode, 200, email);
      assert.deepEqual(
        (items.json() as Item[]).filter((i) => i.is_purchased).map((i) => i.name),
        ['Explorer'],
        email,
      );
      const owned = await get('GET', `${SHOP}/purchased?user=${studentId}&lang=de`);
      assert.equal(owned.statusCode, 200, email);
      assert.equal(owned.json()[0].item.name, 'Entdecker', email);
    }
  });

  test('anyone else gets 404, whether the user exists or not', async () => {
    const cases: [string, number][] = [
      ['free@demo.school', studentId],
      ['student@demo.school', freeId],
      ['teacher@demo.school', freeId],
      ['parent@demo.school', freeId],
      ['teacher@demo.school', 999_999],
    ];
    for (const [email, user] of cases) {
      const get = await clientFor(t, email);
      for (const path of [SHOP, `${SHOP}/purchased`]) {
        const res = await get('GET', `${path}?user=${user}`);
        assert.equal(res.statusCode, 404, `${email} ${path} ${user}`);
        assert.deepEqual(res.json(), { detail: 'Not found.' });
      }
    }
  });

  test('a malformed user id is 400, no token is 401', async () => {
    const get = await clientFor(t, 'teacher@demo.school');
    for (const q of ['abc', '-1', '1.5', '', '99999999999999999999', '%00']) {
      const res = await get('GET', `${SHOP}?user=${q}`);
      assert.equal(res.statusCode, 400, q);
      assert.equal(typeof res.json().detail, 'string');
    }
    assert.equal((await t.req({ method: 'GET', url: SHOP })).statusCode, 401);
    assert.equal((await t.req({ method: 'GET', url: `${SHOP}/purchased` })).statusCode, 401);
  });

  test('no token is 401 before the query is looked at: anonymous bad input learns nothing', async () => {
    for (const url of [`${SHOP}?user=abc`, `${SHOP}/purchased?user=abc`, `${SHOP}?lang=xx`]) {
      const res = await t.req({ method: 'GET', url });
      assert.equal(res.statusCode, 401, url);
      assert.deepEqual(res.json(), { detail: 'Authentication credentials were not provided.' }, url);
    }
    for (const [method, url] of [
      ['POST', `${SHOP}/abc/purchase?lang=xx`],
      ['PATCH', `${SHOP}/purchased/abc/activate`],
    ] as const) {
      assert.equal((await t.req({ method, url })).statusCode, 401, url);
    }
  });
});

test('the shop calls are in the OpenAPI document', async () => {
  const doc = (await t.req({ method: 'GET', url: '/api/v1/openapi.json' })).json();
  assert.ok(doc.paths['/api/v1/eshop/items'].get);
  assert.ok(doc.paths['/api/v1/eshop/items/purchased'].get);
  assert.ok(doc.paths['/api/v1/eshop/items/{id}/purchase'].post.responses['201']);
  assert.ok(doc.paths['/api/v1/eshop/items/purchased/{id}/activate'].patch);
  assert.ok(doc.paths['/api/v1/eshop/items/purchased/{id}/deactivate'].patch);
});
