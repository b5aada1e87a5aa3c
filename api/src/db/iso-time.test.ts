import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';
import { isoUtc } from './iso-time.ts';
import { rowsOf } from './rows.ts';

let database: TestDatabase;
before(async () => {
  database = await createTestDatabase();
});
after(() => database.destroy());

test("isoUtc writes a time as toISOString writes the Date pg reads, whatever the session's time zone", async () => {
  const times = ['2025-01-10 09:00:00+00', '2026-12-31 23:59:59.999999+02', '2030-06-01 00:00:00.0005-05:30'];
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'Asia/Jerusalem'`);
    for (const time of times) {
      const [row] = rowsOf<{ iso: string; date: Date }>(
        await tx.execute(sql.raw(`select ${isoUtc(`'${time}'::timestamptz`)} as iso, '${time}'::timestamptz as date`)),
      );
      assert.equal(row.iso, new Date(row.date).toISOString(), time);
    }
  });
});

test("a ledger row's entry (migration 0026, declared IMMUTABLE) writes its time as isoUtc does, whatever the session's time zone", async () => {
  const times = ['2025-01-10 09:00:00+00', '2026-12-31 23:59:59.999999+02', '2030-06-01 00:00:00.0005-05:30'];
  for (const zone of ['UTC', 'Asia/Jerusalem', 'America/St_Johns']) {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local time zone '${zone}'`));
      for (const time of times) {
        const [row] = rowsOf<{ entry: string; iso: string }>(
          await tx.execute(
            sql.raw(`select indigo_ledger_entry(7, 2.50, 'bonus', 'a "quoted"\\ reason', '${time}') as entry,
              ${isoUtc(`'${time}'::timestamptz`)} as iso`),
          ),
        );
        assert.deepEqual(
          JSON.parse(row.entry),
          [7, '2.50', 'bonus', 'a "quoted"\\ reason', row.iso],
          `${zone} ${time}`,
        );
      }
    });
  }
});
