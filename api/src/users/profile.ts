import type { Profile } from '@abacus/contract/users-schema';
import type { Db } from '../db/client.ts';
import type { users } from '../db/schema.ts';
import { indigoBalance } from '../indigo/ledger.ts';

/** A user row as the profile answer of @abacus/contract/users-schema. */
export async function toProfile(db: Db, user: typeof users.$inferSelect): Promise<Profile> {
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
    notification: user.notification,
    timezone: user.timezone,
    default_language: user.defaultLanguage,
    parent: user.parentId,
    group: user.groupId,
    is_active: user.isActive,
  };
}
