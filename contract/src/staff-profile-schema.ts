// A user's profile in the staff area (spec 002 sections 2 "Profile screen", 3 "User profile", 5 "Profile forms",
// 6): GET and PATCH users/user/{id|me}/profile. What the viewer may change is decided on the server and sent with
// the profile (`can`), so the form disables exactly what the server would ignore.
import { z } from 'zod';
import { birthdayField, emailField, optionalId, phoneField } from './fields-schema.ts';
import { FIELD_REQUIRED, INVALID_CHOICE, INVALID_DATE, NULL_CHAR, NOT_A_STRING } from './messages.ts';
import { ROLES } from './roles.ts';
import { CURRENCIES, ENG_STATUSES, type EngStatus, INSTRUCTION_LANGUAGES } from './staff.ts';
import { money, percent } from './user-create-schema.ts';

const ref = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });

export const staffProfile = z.object({
  id: z.number().int(),
  role: z.enum(ROLES),
  email: z.string(),
  phone_number: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  middle_name: z.string(),
  birthday: z.string().nullable(),
  region: z.string(),
  passport: z.string(),
  tax_id: z.string(),
  is_email_subscribed: z.boolean(),
  comments: z.string().describe('"" unless the viewer is the super franchise'),
  default_language: z.string().describe('interface code (ua, not uk)'),
  is_active: z.boolean(),
  date_deactivated: z.string().nullable(),
  parent: ref.nullable().describe('the parent user (student), the franchise (teacher), the master (franchise)'),
  group: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  price: z.string().nullable(),
  price_first_month: z.string().nullable(),
  royalty: z.string().nullable(),
  royalty_en: z.string().nullable(),
  price_min: z.string().nullable(),
  price_min_en: z.string().nullable(),
  pr_deposit: z.string().nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  eng_status: z.enum(ENG_STATUSES).nullable(),
  contract_number: z.string(),
  legal_activity_type: z.string(),
  legal_address: z.string(),
  legal_id: z.string(),
  mfo: z.string(),
  settlement_account: z.string(),
  report_email: z.string(),
  is_report_email_verified: z.boolean(),
  bonus_weeks: z.number().int().describe('0-3 bonus weeks (a franchise)'),
  bonus_days: z.number().int().describe('holiday days from bonus_start (a franchise)'),
  bonus_start: z.string().nullable().describe('YYYY-MM-DD, the first holiday day'),
  discounts: z.array(z.string()).describe("a franchise's discounts in effect today or later, percents"),
  can: z.object({
    financial: z.boolean().describe('royalty, prices, currency, English terms, legal details: the super franchise'),
    comments: z.boolean().describe('the Comment tab: the super franchise'),
    subscription: z.boolean().describe("the newsletter checkbox (a teacher's: the super franchise only)"),
    prices: z.boolean().describe("a student's prices and group: the staff above them"),
  }),
});
export type StaffProfile = z.infer<typeof staffProfile>;

const noNull = (s: string) => !s.includes('\u0000');
/** A text field of a PATCH: absent means unchanged. */
const text = (max: number) =>
  z
    .string({ error: NOT_A_STRING })
    .trim()
    .max(max, `Ensure this field has no more than ${max} characters.`)
    .refine(noNull, NULL_CHAR)
    .optional();
const nullable = <T extends z.ZodType>(field: T) =>
  z.preprocess((v) => (v === '' ? null : v), field.nullable()).optional();

/**
 * PATCH users/user/{id|me}/profile: e-mail and phone are required on every role's form; every other field is
 * optional and changes only when sent. Fields the viewer may not change are ignored (as the form disables them).
 */
export const staffProfilePatch = z.object({
  email: emailField(FIELD_REQUIRED),
  phone_number: phoneField(FIELD_REQUIRED),
  first_name: text(150),
  last_name: text(150),
  middle_name: text(150),
  region: text(100),
  passport: text(50),
  tax_id: text(50),
  birthday: birthdayField(INVALID_DATE).optional(),
  default_language: z.enum(INSTRUCTION_LANGUAGES, { error: INVALID_CHOICE }).optional(),
  is_email_subscribed: z.boolean().optional(),
  comments: text(2000),
  group: optionalId().optional(),
  price: nullable(money()),
  price_first_month: nullable(money()),
  royalty: nullable(percent()),
  royalty_en: nullable(percent()),
  price_min: nullable(money()),
  price_min_en: nullable(money()),
  pr_deposit: nullable(percent()),
  // '' (none chosen on the form, for a franchise that has none yet) leaves it unchanged.
  currency: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .transform((c) => c.toLowerCase())
      .pipe(z.enum(CURRENCIES, { error: INVALID_CHOICE }))
      .optional(),
  ),
  eng_status: z.enum(ENG_STATUSES, { error: INVALID_CHOICE }).optional(),
  contract_number: text(50),
  legal_activity_type: text(200),
  legal_address: text(300),
  legal_id: text(50),
  mfo: text(20),
  settlement_account: text(50),
  report_email: text(254),
});
export type StaffProfileInput = z.input<typeof staffProfilePatch>;
export type StaffProfilePatch = z.output<typeof staffProfilePatch>;

/** The fields only the super franchise changes (spec 002 section 6). */
export const FINANCIAL_FIELDS = [
  'royalty',
  'royalty_en',
  'price_min',
  'price_min_en',
  'pr_deposit',
  'currency',
  'eng_status',
  'contract_number',
  'legal_activity_type',
  'legal_address',
  'legal_id',
  'mfo',
  'settlement_account',
  'report_email',
] as const;

/** The roles whose profile carries a franchise's terms that its report is counted with. */
export const TERMS_ROLES: ReadonlySet<string> = new Set(['franchise', 'master_franchise']);

type Terms = Pick<
  StaffProfilePatch,
  'royalty' | 'royalty_en' | 'price_min' | 'price_min_en' | 'pr_deposit' | 'eng_status'
>;

/**
 * Spec 002 section 5: "The franchise form also requires royalty, price_min and pr_deposit, and royalty_en and
 * price_min_en when ... eng_status is with." A term emptied (null) is refused with 'Field required'; one not sent is
 * unchanged. `engBefore`: the saved eng_status, when the patch does not send it. An emptied term used to be saved,
 * and the month's report then counted no PR and no minimum price (a tester's pass, 2026-12-02).
 */
export function missingTerms(b: Terms, engBefore: EngStatus | null = null): Record<string, string[]> {
  const required: (keyof Terms)[] = ['royalty', 'price_min', 'pr_deposit'];
  if ((b.eng_status ?? engBefore) === 'with') required.push('royalty_en', 'price_min_en');
  return Object.fromEntries(required.filter((field) => b[field] === null).map((field) => [field, [FIELD_REQUIRED]]));
}

/**
 * The profile form of a user whose terms the viewer edits: the patch, with the terms required. Checked with the
 * other fields (`when`), so an emptied e-mail and an emptied term show at once.
 */
export const staffProfileTermsForm = staffProfilePatch.superRefine(
  (b, ctx) => {
    for (const [field, [message]] of Object.entries(missingTerms(b)))
      ctx.addIssue({ code: 'custom', path: [field], message });
  },
  { when: () => true },
);
