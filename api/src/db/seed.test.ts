import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { verifyPassword } from '../auth/passwords.ts';
import { createTestDatabase, TEST_ARGON2, type TestDatabase } from '../test/test-db.ts';
import { DEMO_LOGINS, DEMO_PASSWORD } from './demo-users.ts';
import { runMigrations } from './migrate.ts';
import { groups, users } from './schema.ts';
import { seedIfEmpty } from './seed.ts';

let database: TestDatabase;
before(async () => {
  database = await createTestDatabase();
});
after(() => database.destroy());

test('the demo school: every listed login exists with its role and the demo password', async () => {
  for (const d of DEMO_LOGINS) {
    const [u] = await database.db.select().from(users).where(eq(users.email, d.email));
    assert.ok(u, d.email);
    assert.equal(u.role, d.role, d.email);
    assert.ok(await verifyPassword(u.passwordHash, DEMO_PASSWORD), d.email);
  }
});

test('the hierarchy and flags', async () => {
  const by = async (email: string) => (await database.db.select().from(users).where(eq(users.email, email)))[0];
  const [sup, master, franchise, teacher, student, free, blocked, parent] = await Promise.all(
    ['super', 'master', 'franchise', 'teacher', 'student', 'free', 'blocked', 'parent'].map((n) =>
      by(`${n}@demo.school`),
    ),
  );
  assert.equal(sup.parentId, null);
  assert.equal(master.parentId, sup.id);
  assert.equal(franchise.parentId, master.id);
  assert.equal(teacher.parentId, franchise.id);
  const [group] = await database.db.select().from(groups).where(eq(groups.name, 'Demo group'));
  assert.equal(group.teacherId, teacher.id);
  assert.equal(student.groupId, group.id);
  assert.equal(student.isFree, false);
  assert.equal(student.parentId, parent.id, 'a student points to its parent user');
  assert.equal(free.isFree, true);
  assert.equal(blocked.isActive, false);
  assert.ok(blocked.dateDeactivated);
});

test('migrations and seed are idempotent (seed only into an empty users table)', async () => {
  await runMigrations(database);
  assert.equal(await seedIfEmpty(database.db, TEST_ARGON2), false);
  const [{ n }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);
  assert.equal(n, DEMO_LOGINS.length);
});

test('e-mails are stored lowercased (enforced by a check constraint)', async () => {
  await assert.rejects(
    database.db.insert(users).values({ email: 'Upper@Case.com', passwordHash: 'x', role: 'student' }),
  );
});
