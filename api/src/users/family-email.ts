// A family shares one e-mail (docs/decisions.md "Family e-mail"): a parent user and the children created under
// them sign in with the same address and are told apart by their passwords. Every other user has an address of
// their own (a partial unique index keeps staff addresses unique; these checks keep the families apart).
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { verifyPassword } from '../auth/passwords.ts';

/** At most this many accounts share one e-mail (sign-in tries each one's password). */
export const FAMILY_MAX = 8;

/** The advisory-lock class of account creation (public registration and the staff forms alike). */
export const ACCOUNT_LOCK = 746_2025;

/** Serialises the creation of accounts of one e-mail or phone number until the end of the transaction. */
export const lockAccountKey = (tx: Db, key: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_LOCK}, hashtext(${key.toLowerCase()}))`);

/**
 * May a new account use `email`? Without a family, only if nobody has it; in the family of the parent user
 * `parentId`, if everyone who has it is that parent or one of their children, and the family is not full.
 */
export async function emailFree(tx: Db, email: string, parentId: number | null, exceptId?: number): Promise<boolean> {
  const owners = (
    await tx
      .select({ id: users.id, role: users.role, parentId: users.parentId })
      .from(users)
      .where(eq(users.email, email))
  ).filter((o) => o.id !== exceptId);
  if (parentId === null) return owners.length === 0;
  if (owners.length >= FAMILY_MAX) return false;
  return owners.every((o) => o.id === parentId || (o.role === 'student' && o.parentId === parentId));
}

/** Does another account of `email` already sign in with `password`? */
export async function passwordTaken(tx: Db, email: string, password: string, exceptId?: number): Promise<boolean> {
  const where = exceptId === undefined ? eq(users.email, email) : and(eq(users.email, email), ne(users.id, exceptId));
  const hashes = await tx.select({ hash: users.passwordHash }).from(users).where(where).limit(FAMILY_MAX);
  for (const { hash } of hashes) if (await verifyPassword(hash, password)) return true;
  return false;
}

/** The family a user belongs to: a student's parent user, a parent user themself, nobody for staff. */
export const familyOf = (u: { id: number; role: string; parentId: number | null }) =>
  u.role === 'student' ? u.parentId : u.role === 'parent' ? u.id : null;

/** Is `phone` used by someone outside the family of `parentId` (or by anyone, without a family)? */
export async function phoneTaken(tx: Db, phone: string, parentId: number | null, exceptId = 0): Promise<boolean> {
  const family =
    parentId === null
      ? sql`false`
      : or(eq(users.id, parentId), and(eq(users.role, 'student'), eq(users.parentId, parentId)));
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    // coalesce: a student without a parent has a null parent_id, and `not (null)` would hide their phone.
    .where(and(eq(users.phoneNumber, phone), ne(users.id, exceptId), sql`not coalesce(${family}, false)`))
    .limit(1);
  return row !== undefined;
}
