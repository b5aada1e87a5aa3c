import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { getTableColumns, sql } from 'drizzle-orm';
import { boolean, date, integer, jsonb, numeric, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { elementsReader, jsonElements } from './raw-columns.ts';
import { rowsOf } from './rows.ts';

// A zone off UTC, so that a timestamp without one read as local time would show.
process.env.TZ = 'America/New_York';

let database: TestDatabase;
before(async () => {
  database = await createTestDatabase();
});
after(() => database.destroy());

const probe = pgTable('raw_columns_probe', {
  id: serial('id').primaryKey(),
  count: integer('count'),
  name: varchar('name', { length: 40 }),
  note: text('note'),
  active: boolean('active'),
  birthday: date('birthday', { mode: 'string' }),
  at: timestamp('at', { withTimezone: true }),
  local: timestamp('local'),
  money: numeric('money', { precision: 16, scale: 2 }),
});
const { id, ...columns } = getTableColumns(probe);

test('columns sent as one JSON array come back as drizzle reads them: dates, instants, exact money, nulls, text', async () => {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`create temporary table raw_columns_probe (id serial primary key, count integer,
      name varchar(40), note text, active boolean, birthday date, at timestamptz, local timestamp, money numeric(16, 2))
      on commit drop`);
    await tx.insert(probe).values([
      {
        count: -7,
        name: 'Ольга "O\'Neil" \\ 😀',
        note: '<p>line\nbreak</p>',
        active: false,
        birthday: '2016-02-29',
        at: sql`'2026-12-03 09:34:46.123456+03'`,
        local: sql`'2026-06-30 23:59:59.999'`,
        money: '12345678901234.56',
      },
      {},
    ] as never);
    const byDrizzle = await tx.select(columns).from(probe).orderBy(probe.id);
    const read = elementsReader<(typeof byDrizzle)[number]>(columns);
    const rows = rowsOf<{ v: unknown[] }>(
      await tx.execute(
        sql.raw(`select json_build_array(${jsonElements('p', columns)}) as v from raw_columns_probe p order by p.id`),
      ),
    );
    assert.equal(rows.length, 2);
    assert.deepEqual(
      rows.map((row) => read(row.v, 0)),
      byDrizzle,
    );
    assert.equal(byDrizzle[0].money, '12345678901234.56', 'numeric stays exact text');
    assert.equal((byDrizzle[0].at as Date).toISOString(), '2026-12-03T06:34:46.123Z');
  });
});

test('elementsReader reads from its start; a column type without a JSON codec is refused when the SQL is written', () => {
  const read = elementsReader<{ count: number; name: string }>({ count: probe.count, name: probe.name });
  assert.deepEqual(read(['x', 'y', 3, 'three'], 2), { count: 3, name: 'three' });
  const withJson = pgTable('t', { data: jsonb('data') });
  assert.throws(() => jsonElements('t', { data: withJson.data }), /no JSON codec for data \(PgJsonb\)/);
});
