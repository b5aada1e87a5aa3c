// Creating users from the staff area (spec 002 sections 2 "Creation forms", 3, 5 and 7): POST users/user with a
// body per role, POST users/user/check-email, GET users/users-dropdown. The forms validate with these schemas too.
import { z } from 'zod';
import {
  chosenId,
  decimalField,
  emailField,
  birthdayField,
  optionalId,
  optionalString,
  passwordField,
  phoneField,
  requiredString,
  searchField,
} from './fields-schema.ts';
import {
  FIELD_REQUIRED,
  INVALID_CHOICE,
  INVALID_DATE,
  INVALID_NUMBER,
  NOT_NEGATIVE,
  PASSWORDS_COINCIDE,
  PERCENT_TOO_BIG,
} from './messages.ts';
import { idParam } from './ids-schema.ts';
import { CURRENCIES, ENG_STATUSES, INSTRUCTION_LANGUAGES, PERCENT_MAX } from './staff.ts';

const numberMessages = {
  required: FIELD_REQUIRED,
  invalid: INVALID_NUMBER,
  negative: NOT_NEGATIVE,
  tooBig: PERCENT_TOO_BIG,
};
/** Money: 2 decimals, never negative; answered as a string ("1200.00"). */
export const money = () => decimalField(numberMessages);
/** A percentage 0..100. */
export const percent = () => decimalField(numberMessages, PERCENT_MAX);
const optional = <T extends z.ZodType>(field: T) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), field.nullable());

const person = {
  email: emailField(FIELD_REQUIRED),
  phone_number: phoneField(FIELD_REQUIRED).describe('+<country code><national number>'),
  first_name: optionalString(150),
  last_name: optionalString(150),
  middle_name: optionalString(150).describe('labelled Surname'),
  region: optionalString(100),
  comments: optionalString(2000).describe('kept only when the super franchise creates the user'),
  password: passwordField(FIELD_REQUIRED),
};

const language = z.enum(INSTRUCTION_LANGUAGES, { error: FIELD_REQUIRED }).describe('language of instruction');

/** A teacher: `parent` is their franchise (a franchise creating a teacher is its parent). */
export const teacherCreateBody = z.object({
  role: z.literal('teacher'),
  ...person,
  parent: optionalId().describe("the teacher's franchise; the creator when a franchise creates"),
});

/** A franchise or a master franchise with its terms (spec 002 section 3 "Franchise-only fields"). */
export const franchiseCreateBody = z.object({
  role: z.enum(['franchise', 'master_franchise']),
  ...person,
  parent: optionalId().describe("a franchise's master franchise (picked by the super franchise)"),
  default_language: language,
  currency: z
    .string({ error: FIELD_REQUIRED })
    .min(1, FIELD_REQUIRED)
    .transform((c) => c.toLowerCase())
    .pipe(z.enum(CURRENCIES, { error: INVALID_CHOICE }))
    .describe('sent lowercase'),
  royalty: percent(),
  royalty_en: optional(percent()).describe('required for a master franchise and for a franchise with English'),
  price_min: money(),
  price_min_en: optional(money()),
  pr_deposit: percent(),
  eng_status: z.enum(ENG_STATUSES, { error: INVALID_CHOICE }).default('without'),
  contract_number: optionalString(50),
  legal_activity_type: optionalString(200),
  legal_address: optionalString(300),
  legal_id: optionalString(50),
  mfo: optionalString(20),
  settlement_account: optionalString(50),
  tax_id: optionalString(50),
});

/**
 * The franchise form of the super franchise, who picks the master franchise (spec 002 section 5: required). Checked
 * with the other fields (`when`), so an empty form shows every missing field at once, the master franchise included.
 */
export const franchiseCreateWithMaster = franchiseCreateBody.superRefine(
  (v, ctx) => {
    if (v.parent === null || v.parent === undefined || String(v.parent) === '') {
      ctx.addIssue({ code: 'custom', path: ['parent'], message: FIELD_REQUIRED });
    }
  },
  { when: () => true },
);

/** A parent user, created before their first child; `parent` is the teacher (or staff user) they belong to. */
export const parentCreateBody = z.object({
  role: z.literal('parent'),
  ...person,
  first_name: requiredString(FIELD_REQUIRED, 150),
  parent: optionalId().describe("the teacher of the child's group; the creator when none"),
});

/** A student of a parent user; `group` may be chosen later. */
export const studentCreateBody = z.object({
  role: z.literal('student'),
  ...person,
  birthday: birthdayField(INVALID_DATE).describe('YYYY-MM-DD or null, not in the future'),
  parent: chosenId(FIELD_REQUIRED).describe('the parent user'),
  group: optionalId(),
  default_language: language,
  price: money(),
  price_first_month: money(),
});

/** POST users/user. */
export const userCreateBody = z.discriminatedUnion('role', [
  teacherCreateBody,
  franchiseCreateBody,
  parentCreateBody,
  studentCreateBody,
]);
export type UserCreateInput = z.input<typeof userCreateBody>;
export type UserCreateBody = z.output<typeof userCreateBody>;

/** 201 from POST users/user. */
export const createdUser = z.object({
  id: z.number().int(),
  role: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type CreatedUser = z.infer<typeof createdUser>;

/** POST users/user/check-email: the parent user of this family e-mail the viewer may use, or id null. */
export const checkEmailBody = z.object({ email: emailField(FIELD_REQUIRED) });
export const checkEmailAnswer = z.object({
  id: z.number().int().nullable(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
});
export type CheckEmailAnswer = z.infer<typeof checkEmailAnswer>;

/** GET users/users-dropdown?role=&page=&step=&q= (the teacher dropdown: step 12, 400 ms). */
export const usersDropdownQuery = z.object({
  role: z.enum(['teacher', 'franchise', 'master_franchise']),
  page: idParam().default(1),
  step: z.coerce.number().int().min(1).max(50).default(12),
  q: searchField(100),
});
export const dropdownUser = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  royalty_en: z.string().nullable().describe('franchise roles: their English royalty, or null'),
});
export type DropdownUser = z.infer<typeof dropdownUser>;
export const usersDropdownAnswer = z.array(dropdownUser);

/**
 * The student-with-parent form (spec 002 sections 2 and 5 "Student create"): the student's fields, and the parent
 * block, required only when the e-mail found no parent (`parent` null). The two passwords must differ. The form
 * then sends parentCreateBody (when new) and studentCreateBody.
 */
export const studentWithParentForm = studentCreateBody
  .omit({ role: true, parent: true })
  .extend({
    parent: optionalId().describe('the parent user found by check-email, or null for a new one'),
    parent_first_name: optionalString(150),
    parent_last_name: optionalString(150),
    parent_password: z.string().max(200).optional().default(''),
  })
  .superRefine(
    (v, ctx) => {
      // Runs even when other fields failed (`when`), so every error shows at once: read the values defensively.
      if (v.parent !== null && v.parent !== undefined && String(v.parent) !== '') return;
      if (!String(v.parent_first_name ?? '').trim()) {
        ctx.addIssue({ code: 'custom', path: ['parent_first_name'], message: FIELD_REQUIRED });
      }
      const password = passwordField(FIELD_REQUIRED).safeParse(v.parent_password ?? '');
      if (!password.success) {
        ctx.addIssue({ code: 'custom', path: ['parent_password'], message: password.error.issues[0].message });
      } else if (v.parent_password === v.password) {
        ctx.addIssue({ code: 'custom', path: ['parent_password'], message: PASSWORDS_COINCIDE });
      }
    },
    { when: () => true },
  );
export type StudentWithParentInput = z.input<typeof studentWithParentForm>;
export type StudentWithParentValues = z.output<typeof studentWithParentForm>;
