import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { authTokens } from '../db/schema.ts';
import { createTestApp, idOf, type TestApp } from '../test/test-app.ts';
import { setUserActive } from './set-user-active.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test('deactivating a user deletes their tokens; restoring lets them sign in again', async () => {
  const id = await idOf(t, 'teacher@demo.school');
  await t.signIn('teacher@demo.school');
  await t.signIn('teacher@demo.school');
  const tokens = () => t.database.db.select().from(authTokens).where(eq(authTokens.userId, id));
  assert.equal((await tokens()).length, 2);
  await setUserActive(t.database.db, id, false);
  assert.equal((await tokens()).length, 0);
  await assert.rejects(t.signIn('teacher@demo.school'));
  await setUserActive(t.database.db, id, true);
  await t.signIn('teacher@demo.school');
});
