import type { Profile } from '@abacus/contract/users-schema';
import type { Db } from '../db/client.ts';
import { eq } from 'drizzle-orm';
import { groups, type users } from '../db/schema.ts';
import { indigoBalance } from '../indigo/ledger.ts';

/** A user row as the profile answer of @abacus/contract/users-schema. */
export async function toProfile(db: Db, user: typeof users.$inferSelect): Promise<Profile> {
  return {
    ...(await fields(db, user)),
    notification: await bannerOf(db, user),
  };
}

/** The student's banner: their own notification, then their group's (both sanitized when they were saved). */
async function bannerOf(db: Db, user: typeof users.$inferSelect): Promise<string> {
  if (user.groupId === null) return user.notification;
  const [group] = await db
    .select({ notification: groups.notification })
    .from(groups)
    .where(eq(groups.id, user.groupId));
  return [user.notification, group?.notification ?? ''].filter((html) => html.trim() !== '').join('');
}

async function fields(db: Db, user: typeof users.$inferSelect): Promise<Omit<Profile, 'notification'>> {
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
    indigo_dollars: await indigoBalance(db, user.id),
    is_free: user.isFree,
    timezone: user.timezone,
    default_language: user.defaultLanguage,
    parent: user.parentId,
    group: user.groupId,
    is_active: user.isActive,
  };
}
