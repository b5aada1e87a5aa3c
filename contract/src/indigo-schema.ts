// The i$ ledger (GET indigo_dollars/balance/{id}).
import { z } from 'zod';
import { nonFieldErrors } from './errors-schema.ts';
import { optionalId } from './fields-schema.ts';
import { TRANSACTION_KINDS } from './indigo.ts';
import { FIELD_REQUIRED, INVALID_NUMBER, NOT_ZERO, STUDENT_OR_GROUP, TWO_DECIMALS } from './messages.ts';

export const transactionSchema = z.object({
  id: z.number().int(),
  amount: z.string().describe('positive = deposit, negative = withdrawal'),
  modified: z.string().describe('ISO 8601'),
  kind: z.enum(TRANSACTION_KINDS).describe('the interface words each kind itself, except manual'),
  reason: z.string().describe("the staff's own words for a manual row; an English note for the others"),
  item: z
    .object({
      id: z.number().int().describe('the shop item'),
      name: z.string().describe('in ?lang= (English when that language is missing)'),
    })
    .nullable()
    .describe('the shop item a purchase paid for; null for other kinds or an item since deleted'),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const balanceSchema = z.object({
  balance: z.string().describe('i$, exact, 2 decimals: the sum of the ledger'),
  txns: z.array(transactionSchema).describe('newest first'),
});
export type Balance = z.infer<typeof balanceSchema>;

/** The largest i$ a grant gives or takes (six whole digits). */
export const GRANT_MAX = '999999.99';
const GRANT_MAX_WHOLE = 999_999n;
/** From this many i$ the staff form asks to check the amount before it is given (or taken). */
export const LARGE_GRANT = 1000;

/** A signed i$ amount with at most 2 places, not zero: a deposit or (negative) a withdrawal. */
const grantAmount = z
  .union([z.number(), z.string()], { error: (iss) => (iss.input == null ? FIELD_REQUIRED : INVALID_NUMBER) })
  .transform((v, ctx) => {
    const text = (typeof v === 'number' ? String(v) : v).trim().replace(',', '.');
    const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
    // Each refusal says what is wrong (a tester met "Enter a number" for 1000000, 0 and 0.001 alike).
    const problem = !text
      ? FIELD_REQUIRED
      : !m
        ? INVALID_NUMBER
        : (m[3] ?? '').length > 2
          ? TWO_DECIMALS
          : BigInt(m[2]) > GRANT_MAX_WHOLE
            ? `Ensure this value is ${m[1] ? 'greater than or equal to -' : 'less than or equal to '}${GRANT_MAX}.`
            : Number(text) === 0
              ? NOT_ZERO
              : null;
    if (problem !== null || !m) {
      ctx.addIssue({ code: 'custom', message: problem ?? INVALID_NUMBER });
      return z.NEVER;
    }
    return `${m[1]}${BigInt(m[2])}.${(m[3] ?? '').padEnd(2, '0')}`;
  });

/**
 * POST indigo_dollars/ (spec 002 section 2 "Indigo-dollars modal", 3 "Indigo dollars entry"): i$ for one student
 * or for every active student of a group, each with its own ledger row, all in one transaction.
 */
export const indigoGrantBody = z
  .object({
    user: optionalId().optional(),
    group: optionalId().optional(),
    amount: grantAmount.describe('i$, 2 decimals at most; negative withdraws (never below a zero balance)'),
    reason: z.string().trim().max(500, 'Ensure this field has no more than 500 characters.').default(''),
  })
  .refine((b) => (b.user ?? null) !== null || (b.group ?? null) !== null, {
    message: FIELD_REQUIRED,
    path: ['user'],
  })
  .refine((b) => (b.user ?? null) === null || (b.group ?? null) === null, { message: STUDENT_OR_GROUP });
export type IndigoGrantInput = z.input<typeof indigoGrantBody>;
export const indigoGrantAnswer = z.object({ count: z.number().int().describe('how many students got a row') });

/** A withdrawal refused (400, NOT_ENOUGH_INDIGO): each student whose balance does not hold it, with that balance. */
export const indigoShortError = nonFieldErrors.extend({
  short: z.array(
    z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), balance: z.string() }),
  ),
});
export type IndigoShortStudent = z.infer<typeof indigoShortError>['short'][number];
