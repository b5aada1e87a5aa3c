import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import type { TestApp } from './test-app.ts';

/** The id of a demo user by e-mail (e.g. 'student@demo.school'). */
export async function idOf(t: TestApp, email: string): Promise<number> {
  const [u] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!u) throw new Error(`no user ${email}`);
  return u.id;
}
