import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { rowsOf } from './rows.ts';
import { seedCatalogueIfNew } from './seed-catalogue.ts';
import { REWARD_VIDEOS } from './seeds/games.ts';
import { COURSE } from './seeds/lessons.ts';
import { SHOP_CATALOGUE } from './seeds/shop-catalogue.ts';

let database: TestDatabase;
before(async () => {
  database = await createTestDatabase();
});
after(() => database.destroy());

const emptySchool = () =>
  database.db.execute(sql`truncate users, lesson_groups, shop_items, videos restart identity cascade`);
const counts = async () =>
  rowsOf<Record<string, number>>(
    await database.db.execute(sql`select
      (select count(*)::int from lesson_groups) as groups, (select count(*)::int from lessons) as lessons,
      (select count(*)::int from lesson_activations) as opened, (select count(*)::int from shop_items) as items,
      (select count(*)::int from videos) as videos`),
  )[0];
const CATALOGUE = {
  groups: COURSE.length,
  lessons: COURSE.reduce((n, g) => n + g.lessons.length, 0),
  opened: 0,
  items: SHOP_CATALOGUE.length,
  videos: REWARD_VIDEOS.length,
};

test('a new school without the demo (SEED_DEMO=0) gets the course, the shop and the reward clips, nothing opened', async () => {
  await emptySchool();
  assert.equal(await seedCatalogueIfNew(database.db), true);
  assert.deepEqual(await counts(), CATALOGUE);
  assert.equal(await seedCatalogueIfNew(database.db), false, 'seeded once');
  assert.deepEqual(await counts(), CATALOGUE);
});

test('replicas starting together seed it once', async () => {
  await emptySchool();
  const seeded = await Promise.all([1, 2, 3].map(() => seedCatalogueIfNew(database.db)));
  assert.deepEqual(seeded.toSorted(), [false, false, true]);
  assert.deepEqual(await counts(), CATALOGUE);
});

test('a school in use that emptied its shop keeps it empty', async () => {
  await database.db.execute(sql`truncate shop_items restart identity cascade`);
  await database.db.execute(sql`truncate lesson_groups, videos restart identity cascade`);
  await database.db.execute(
    sql`insert into users (email, role, first_name, last_name, password_hash) values ('head@school.example', 'super_franchise', 'A', 'B', 'x')`,
  );
  assert.equal(await seedCatalogueIfNew(database.db), false);
  assert.equal((await counts()).items, 0);
});
