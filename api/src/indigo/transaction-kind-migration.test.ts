import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { migrationsFolder } from '../db/migrate.ts';
import { indigoTransactions, users } from '../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-db.ts';

// Replays migration 0002 on a ledger written before kinds existed (the seeded demo ledger with its column
// dropped): every old row becomes 'manual' except the withdrawals that paid for a purchased item.

let database: TestDatabase;
before(async () => {
  database = await createTestDatabase();
});
after(() => database.destroy());

test('migration 0002: old rows are manual, the ones that paid for a purchase become purchases', async () => {
  const db = database.db;
  // The ledger's entry (migration 0026) is computed from kind, so it goes first.
  await db.execute(sql`alter table indigo_transactions drop column ledger_entry`);
  await db.execute(sql`alter table indigo_transactions drop column kind`);
  const file = fs.readFileSync(path.join(migrationsFolder, '0002_transaction_kind.sql'), 'utf8');
  for (const statement of file.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

  const [student] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'student@demo.school'));
  const rows = await db
    .select({ reason: indigoTransactions.reason, kind: indigoTransactions.kind })
    .from(indigoTransactions)
    // The ledger before kinds (this month's homework rewards of db/seeds/homework.ts came later).
    .where(and(eq(indigoTransactions.userId, student.id), isNull(indigoTransactions.rewardKey)))
    .orderBy(asc(indigoTransactions.created));
  assert.deepEqual(rows, [
    { reason: 'Welcome bonus', kind: 'manual' },
    { reason: 'Shop: Striped scarf', kind: 'purchase' },
    { reason: 'Opened a puzzle', kind: 'manual' },
    { reason: 'Finished a homework task', kind: 'manual' },
    { reason: 'Shop: Explorer', kind: 'purchase' },
  ]);
  await assert.rejects(db.execute(sql`update indigo_transactions set kind = 'gift' where user_id = ${student.id}`));
});
