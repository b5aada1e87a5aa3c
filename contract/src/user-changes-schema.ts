// Blocking a user and the change history of a user (spec 002 sections 3, 4 and 7).
import { z } from 'zod';
import { CHANGED_FIELDS } from './user-changes.ts';

const who = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});

/** One entry of GET users/user/{id}/changes_history: is_active "true" reads Unlocked, "false" Blocked. */
export const changeEntry = z.object({
  id: z.number().int(),
  field_name: z.enum(CHANGED_FIELDS),
  old_value: z.string().nullable(),
  new_value: z.string().nullable(),
  user: who,
  author: who.nullable().describe('null when the author has been deleted'),
  user_name: z.string(),
  author_name: z.string(),
  modified: z.string().describe('ISO date-time'),
});
export type ChangeEntry = z.infer<typeof changeEntry>;
export const changesHistory = z.array(changeEntry).describe('newest first');

/** The roles a staff user can block: everyone below them (spec 002 section 2 "Lists": Block). */
export const BLOCKABLE_ROLES = ['master_franchise', 'franchise', 'teacher', 'parent', 'student'] as const;
