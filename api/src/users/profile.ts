import { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { users } from '../db/schema.ts';
import { indigoBalance } from '../indigo/ledger.ts';

export const profileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  phone_number: z.string().nullable(),
  role: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  middle_name: z.string(),
  photo: z.string().nullable().describe('URL or null'),
  birthday: z.string().nullable().describe('YYYY-MM-DD or null'),
  indigo_dollars: z.string().describe('i$ balance: the sum of the ledger, exact, 2 decimals'),
  is_free: z.boolean(),
  notification: z.string().describe('HTML banner text'),
  timezone: z.string(),
  default_language: z.string(),
  parent: z.number().int().nullable(),
  group: z.number().int().nullable(),
  is_active: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

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
