// Users (spec 002 section 3 "User profile", spec 000 section 7).
import { z } from 'zod';
import { FIELD_IS_REQUIRED, INVALID_DATE } from './messages.ts';
import { ROLES } from './roles.ts';

/** GET users/user/me and users/user/{id}. */
export const profileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  phone_number: z.string().nullable(),
  role: z.enum(ROLES),
  first_name: z.string(),
  last_name: z.string(),
  middle_name: z.string().describe('labelled Surname; "" when not given'),
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

/** PATCH users/user/{id}: only the birthday is writable there; other fields are read-only and ignored (as in DRF). */
export const patchUserBody = z.object({
  birthday: z
    .string({ error: (iss) => (iss.input === undefined ? FIELD_IS_REQUIRED : INVALID_DATE) })
    .max(10, INVALID_DATE)
    .describe('YYYY-MM-DD, a real date, not in the future'),
});

/** POST users/user/{id}/avatar (multipart, field `photo`). */
export const avatarAnswer = z.object({ photo: z.string().describe('/media/avatars/<random>.jpg|png') });

/** GET users/user/me/children: a parent's children (spec 002 "Parent row": id, first_name, group, group_name). */
export const childSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  group: z.number().int().nullable(),
  group_name: z.string().nullable(),
});
export type Child = z.infer<typeof childSchema>;
export const childrenAnswer = z.array(childSchema);
