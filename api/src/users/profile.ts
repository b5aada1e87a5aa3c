import type { Profile } from '@abacus/contract/users-schema';
import type { Db } from '../db/client.ts';
import { eq, sql } from 'drizzle-orm';
import { preparedOn } from '../db/prepared.ts';
import { groups, users } from '../db/schema.ts';
import type { AUTH_USER_COLUMNS } from '../auth/authenticate.ts';

/**
 * The user's columns a profile shows (the session's and four more), not the row's 52: pg and drizzle parse and map
 * every column read, on the call every page makes.
 */
export const PROFILE_ONLY_COLUMNS = {
  phoneNumber: users.phoneNumber,
  photo: users.photo,
  birthday: users.birthday,
  notification: users.notification,
};
export type ProfileUser = Pick<
  typeof users.$inferSelect,
  keyof typeof AUTH_USER_COLUMNS | keyof typeof PROFILE_ONLY_COLUMNS
>;

/** What a profile shows besides the user's row: their group's banner and their i$ balance. */
export interface ProfileExtras {
  groupNotification: string | null;
  balance: string;
}

/**
 * The i$ balance of the user whose id is the SQL `userId`, as exact text ("18.50"): the sum of their ledger, kept by
 * triggers in indigo_balances (migration 0024), so that a profile does not add up a child's whole history.
 */
export const balanceOfUser = (userId: string) =>
  `coalesce((select b.balance from indigo_balances b where b.user_id = ${userId}), 0)::numeric(14, 2)::text`;

/** The columns of ProfileExtras, for a query on `users` left-joined to the user's group. */
const PROFILE_EXTRAS = {
  groupNotification: groups.notification,
  // Qualified by hand: drizzle leaves the columns of some queries unqualified.
  balance: sql<string>`${sql.raw(balanceOfUser('"users"."id"'))}`,
};

const extrasOf = preparedOn((db) =>
  db
    .select(PROFILE_EXTRAS)
    .from(users)
    .leftJoin(groups, eq(groups.id, users.groupId))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('profile_banner_and_balance'),
);

/** A user row as the profile answer of @abacus/contract/users-schema (`extras` when already read with the row). */
export async function toProfile(db: Db, user: ProfileUser, extras?: ProfileExtras): Promise<Profile> {
  const row = extras ?? (await extrasOf(db).execute({ id: user.id }))[0];
  return {
    id: user.id,
    email: user.email,
    phone_number: user.phoneNumber,
    role: user.role,
    first_name: user.firstName,
    last_name: user.lastName,
    middle_name: user.middleName,
    photo: user.photo,
    birthday: user.birthday,
    indigo_dollars: row?.balance ?? '0.00',
    is_free: user.isFree,
    timezone: user.timezone,
    default_language: user.defaultLanguage,
    parent: user.parentId,
    group: user.groupId,
    is_active: user.isActive,
    // The student's banner: their own notification, then their group's (both sanitized when they were saved).
    notification: [user.notification, row?.groupNotification ?? ''].filter((html) => html.trim() !== '').join(''),
  };
}
