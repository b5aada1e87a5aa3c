// The staff tools of spec 002 (sections 2 "Bonus modal", "Restore screen", 4, 7 and 9): a student's prices and
// deactivation month, the bonus of franchises, restoring blocked users, and e-mails to users.
import { z } from 'zod';
import { chosenId, dateField, intInRange, optionalId } from './fields-schema.ts';
import { bodyId } from './ids-schema.ts';
import { FIELD_REQUIRED, HOLIDAY_DAYS_RANGE, INVALID_CHOICE, INVALID_DATE, NULL_CHAR } from './messages.ts';
import { pageQuery } from './paging-schema.ts';
import { ROLES } from './roles.ts';
import { changedPrices, type PriceTexts } from './student-prices.ts';
import { money } from './user-create-schema.ts';

/** A price sent is a price: emptied, it is "Field required" (a student is created with both, and an empty price
 * would silently take the student out of the month's turnover and royalty). Not sent: unchanged. */
const changedMoney = money().optional();

/** PATCH users/user/{id}/prices: only the changed prices are sent (spec 002 section 8); each change is recorded. */
export const studentPricesPatch = z
  .object({ price: changedMoney, price_first_month: changedMoney })
  .refine((b) => b.price !== undefined || b.price_first_month !== undefined, {
    message: FIELD_REQUIRED,
    path: ['price'],
  });
export type StudentPricesInput = z.input<typeof studentPricesPatch>;

/**
 * The Price forms (the report's, the block dialog's) on a student's saved prices: they send what changed
 * (changedPrices), so what changed is checked as the API will check it. A price the student never had (a
 * self-registered student has none) may stay empty beside a new other one; a price that had a value may not be emptied.
 */
export const studentPricesForm = (saved: PriceTexts) =>
  z.object({ price: z.string(), price_first_month: z.string() }).superRefine((values, ctx) => {
    const changed = changedPrices(saved, values);
    if (!Object.keys(changed).length) return;
    const checked = studentPricesPatch.safeParse(changed);
    for (const issue of checked.error?.issues ?? [])
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export const studentPrices = z.object({
  price: z.string().nullable(),
  price_first_month: z.string().nullable(),
  deactivation_month: z.number().int(),
});
export type StudentPrices = z.infer<typeof studentPrices>;

/** Spec 002 section 9: the deactivation month options, May to August; August (8) by default. */
export const DEACTIVATION_MONTHS = [5, 6, 7, 8] as const;
export const DEFAULT_DEACTIVATION_MONTH = 8;
/** POST users/user/{id}/set_deactivation_date {month} */
export const deactivationBody = z.object({
  month: intInRange(5, 8, INVALID_CHOICE, FIELD_REQUIRED),
});

/** A non-empty list of user ids (the rows chosen in a list), at most one page of 100. */
const userIds = z
  .array(bodyId(), { error: FIELD_REQUIRED })
  .min(1, FIELD_REQUIRED)
  .max(100, 'Ensure this field has no more than 100 elements.');

/** Spec 002 section 9: bonus choices 0, 1, 2 or 3 weeks, or a holiday with days. */
export const BONUS_WEEKS = [0, 1, 2, 3] as const;
export const HOLIDAY_DAYS_MAX = 92;
/** POST users/user/assign_bonus_weeks {users, weeks} */
export const bonusWeeksBody = z.object({
  users: userIds,
  weeks: intInRange(0, 3, INVALID_CHOICE, FIELD_REQUIRED),
});
/** POST users/user/assign_holidays_bonus {users, days, start_date} */
export const holidaysBonusBody = z.object({
  users: userIds,
  days: intInRange(1, HOLIDAY_DAYS_MAX, HOLIDAY_DAYS_RANGE, FIELD_REQUIRED),
  start_date: dateField(FIELD_REQUIRED, INVALID_DATE),
});
export const bonusAnswer = z.object({ count: z.number().int().describe('how many franchises got the bonus') });

/** POST users/sendmail {subject, body, to[ids]} */
export const sendMailBody = z.object({
  subject: z
    .string({ error: FIELD_REQUIRED })
    .trim()
    .min(1, FIELD_REQUIRED)
    .max(200, 'Ensure this field has no more than 200 characters.')
    .refine((s) => !s.includes('\0'), NULL_CHAR),
  body: z
    .string({ error: FIELD_REQUIRED })
    .trim()
    .min(1, FIELD_REQUIRED)
    .max(10_000, 'Ensure this field has no more than 10000 characters.')
    .refine((s) => !s.includes('\0'), NULL_CHAR),
  to: userIds,
});
export type SendMailInput = z.input<typeof sendMailBody>;
export const sendMailAnswer = z.object({ count: z.number().int().describe('how many e-mails were queued') });

/** The roles a restore list can be filtered by (spec 002 "Restore screen"). */
export const RESTORE_ROLES = ['master_franchise', 'franchise', 'teacher', 'parent', 'student'] as const;
export type RestoreRole = (typeof RESTORE_ROLES)[number];
/** Spec 002 section 9: the restore search waits 300 ms after the last key. */
export const RESTORE_SEARCH_DEBOUNCE_MS = 300;

/** GET users/restore?page=&search=&roles=student,parent */
export const restoreQuery = pageQuery.extend({
  roles: z
    .string()
    .max(100)
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(z.enum(RESTORE_ROLES, { error: INVALID_CHOICE })))
    .optional()
    .describe('comma-separated roles; none: every role the viewer may restore'),
});
export const restoreRow = z.object({
  id: z.number().int(),
  role: z.enum(ROLES),
  first_name: z.string(),
  last_name: z.string(),
  middle_name: z.string(),
  email: z.string(),
  date_deactivated: z.string().nullable(),
  indigo_dollars: z.string().nullable().describe("a student's i$ balance; null for other roles"),
});
export type RestoreRow = z.infer<typeof restoreRow>;

/**
 * POST users/user/{id}/restore: the required choice of spec 002 section 5 "Other" (a group for a student, a
 * franchise for a teacher, a master franchise for a franchise; nothing for a parent or a master franchise).
 */
export const restoreBody = z.object({
  group: optionalId().optional(),
  parent: optionalId().optional(),
});
export type RestoreInput = z.input<typeof restoreBody>;
/** The restore modals' forms: OK needs the parent choice (spec 002 section 5 "Other"); the teacher picks the groups. */
export const restoreStudentForm = z.object({ teacher: optionalId().optional(), group: chosenId(FIELD_REQUIRED) });
export const restoreUnderForm = z.object({ parent: chosenId(FIELD_REQUIRED) });
/** POST users/restore-hierarchy {user}: the top of the subtree to bring back (the super franchise only). */
export const restoreHierarchyBody = z.object({ user: chosenId(FIELD_REQUIRED) });

/** The bonus modal's form: 0-3 weeks, or a holiday with its days and start date (spec 002 "Bonus modal"). */
export const bonusForm = z.discriminatedUnion('choice', [
  z.object({ choice: z.enum(['0', '1', '2', '3']) }),
  z.object({
    choice: z.literal('holiday'),
    // The number input gives text: an empty one is "Field required" (not the union's own message).
    days: z
      .string({ error: FIELD_REQUIRED })
      .trim()
      .min(1, FIELD_REQUIRED)
      .regex(/^\d{1,6}$/, HOLIDAY_DAYS_RANGE)
      .transform(Number)
      .pipe(z.number().min(1, HOLIDAY_DAYS_RANGE).max(HOLIDAY_DAYS_MAX, HOLIDAY_DAYS_RANGE)),
    start_date: holidaysBonusBody.shape.start_date,
  }),
]);
export type BonusFormInput = z.input<typeof bonusForm>;
export type BonusForm = z.output<typeof bonusForm>;
