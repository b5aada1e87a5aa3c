import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { indigoTransactions, purchasedItems, shopItems, users } from '../db/schema.ts';
import { SHOP_CATALOGUE } from '../db/seeds/shop-catalogue.ts';
import { DATA_LANGUAGES } from '@abacus/contract/languages';
import { indigoBalance } from '../indigo/ledger.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';

let database: TestDatabase;
before(async () => {
  database = await createTestDatabase();
});
after(() => database.destroy());

// Catches texts given to the wrong language in the catalogue's positional lists.
const SCRIPT: Partial<Record<string, RegExp>> = {
  en: /^[\x20-\x7e’]+$/,
  ru: /[а-яё]/i,
  uk: /[а-яіїєґ]/i,
  he: /[\u05d0-\u05ea]/,
  hy: /[\u0531-\u0587]/,
  pl: /^[^\u0400-\u04ff]+$/,
  az: /^[^\u0400-\u04ff]+$/,
  ro: /^[^\u0400-\u04ff]+$/,
  fr: /^[^\u0400-\u04ff]+$/,
  es: /^[^\u0400-\u04ff]+$/,
  cs: /^[^\u0400-\u04ff]+$/,
  de: /^[^\u0400-\u04ff]+$/,
};

test('the catalogue: names and descriptions in all 12 languages, in the right script', () => {
  for (const item of SHOP_CATALOGUE) {
    for (const lang of DATA_LANGUAGES) {
      for (const field of ['name', 'description'] as const) {
        const text = item[field][lang];
        assert.ok(text && text.trim() === text && text.length > 1, `${item.slug} ${field} ${lang}`);
        assert.match(text, SCRIPT[lang]!, `${item.slug} ${field} ${lang}: ${text}`);
      }
    }
    const uk = item.description.uk!;
    assert.notEqual(uk, item.description.ru, `${item.slug}: Ukrainian is not Russian`);
  }
});

test('the catalogue: every kind of item, prices, a free one, coming soon and deprecated ones', () => {
  const count = (f: (i: (typeof SHOP_CATALOGUE)[number]) => boolean) => SHOP_CATALOGUE.filter(f).length;
  assert.ok(count((i) => i.category === 'HERO') >= 4);
  assert.ok(count((i) => i.category === 'FACE') >= 3);
  assert.ok(count((i) => i.category === 'BACKGROUND') >= 4);
  for (const c of ['CAP', 'PANTS', 'ACCESSORIES', 'TRANSPORTS', 'DEVICES', 'ANIMALS'] as const) {
    assert.ok(count((i) => i.category === c) >= 1, c);
  }
  assert.equal(
    count((i) => i.category === 'SOUVENIR' && i.price === null && i.status === 'AVAILABLE'),
    3,
  );
  assert.ok(
    SHOP_CATALOGUE.filter((i) => i.category !== 'SOUVENIR').every(
      (i) => i.price !== null && /^\d+\.\d{2}$/.test(i.price),
    ),
  );
  assert.equal(
    count((i) => i.price === '0.00'),
    1,
  );
  assert.ok(count((i) => i.status === 'COMING_SOON') >= 2);
  assert.ok(count((i) => i.status === 'DEPRECATED') >= 1);
  assert.equal(new Set(SHOP_CATALOGUE.map((i) => i.slug)).size, SHOP_CATALOGUE.length);
});

test('the demo student wears the Explorer, owns the retired scarf, and keeps 18.50 i$ paid through the ledger', async () => {
  const db = database.db;
  const [student] = await db.select().from(users).where(eq(users.email, 'student@demo.school'));
  const owned = await db
    .select({ p: purchasedItems, item: shopItems, txn: indigoTransactions })
    .from(purchasedItems)
    .innerJoin(shopItems, eq(shopItems.id, purchasedItems.itemId))
    .leftJoin(indigoTransactions, eq(indigoTransactions.id, purchasedItems.transactionId))
    .where(eq(purchasedItems.userId, student.id));
  assert.equal(owned.length, 2);
  assert.deepEqual(
    owned.filter((o) => o.p.isActivated).map((o) => [o.item.category, o.item.name.en]),
    [['HERO', 'Explorer']],
  );
  for (const o of owned) {
    assert.equal(o.txn?.amount, `-${o.item.price}`, o.item.name.en);
    assert.equal(o.txn?.reason, `Shop: ${o.item.name.en}`);
  }
  assert.equal(await indigoBalance(db, student.id), '18.50');
});
