import { z } from 'zod';
import { NOT_A_STRING } from './messages.ts';
import { GAME_TYPES, MAX_COLUMN_PLAYERS } from './games.ts';

/**
 * The request bodies of the generator, field by field, with Django-REST-style messages. The whole game
 * configuration is posted (speed, withSound, users...): fields the generator does not use are dropped.
 * Rules that tie fields together (digits per level, complexities per game) are in api/src/generator/game-config.ts.
 */

export const REQUIRED = 'This field is required.';
export const INVALID_INTEGER = 'A valid integer is required.';
export const INVALID_BOOLEAN = 'Must be a valid boolean.';
export const invalidChoice = (v: unknown) =>
  `"${typeof v === 'string' ? v.slice(0, 40) : String(v)}" is not a valid choice.`;

/** An integer, as a JSON number or a numeric string. */
export function integer(min: number, max: number) {
  return z.union([z.number(), z.string()], { error: INVALID_INTEGER }).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : /^\s*-?\d{1,9}\s*$/.test(v) ? Number(v) : NaN;
    if (!Number.isSafeInteger(n)) {
      ctx.addIssue({ code: 'custom', message: INVALID_INTEGER });
      return z.NEVER;
    }
    if (n < min || n > max) {
      ctx.addIssue({
        code: 'custom',
        message:
          n < min
            ? `Ensure this value is greater than or equal to ${min}.`
            : `Ensure this value is less than or equal to ${max}.`,
      });
      return z.NEVER;
    }
    return n;
  });
}

const booleanish = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false'])], { error: INVALID_BOOLEAN })
  .transform((v) => v === true || v === 1 || v === 'true');

const digitList = z
  .union([integer(0, 9), z.array(integer(0, 9), { error: 'Expected a digit or a list of digits.' }).max(10)], {
    error: 'Expected a digit or a list of digits.',
  })
  .transform((v) => (Array.isArray(v) ? v : [v]));

const seed = z
  .union(
    [
      z.string().max(100, 'Ensure this field has no more than 100 characters.'),
      z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER),
    ],
    {
      error: 'Expected a string or an integer.',
    },
  )
  .describe('Same seed, same set (e.g. one seed for every column of a columns game); random when omitted');

const shortString = z.string({ error: NOT_A_STRING }).max(40, 'Ensure this field has no more than 40 characters.');

export const generateBody = z.object({
  type: z.enum(GAME_TYPES, { error: (iss) => (iss.input === undefined ? REQUIRED : invalidChoice(iss.input)) }),
  digit_type: shortString
    .nullish()
    .describe(
      'Level (elementary, small_friends, big_friends, family, fifty, hundred), anzan type, or for columns the game',
    ),
  anzan_type: shortString.nullish(),
  digit: digitList.nullish().describe('Focus digit(s) of the level'),
  complexity: integer(1, 10_000)
    .nullish()
    .describe('Place value of the numbers: 1, 10, 100, 1000, 10000; base 50 or 100'),
  places: integer(1, 10_000).nullish().describe('Older name of complexity'),
  length: integer(1, 100)
    .nullish()
    .describe('Numbers in a set, the starting number included (2-25; abacus random 1-25, 100 in homework)'),
  pro: booleanish.nullish(),
  numbers: z.array(integer(0, 1000), { error: 'Expected a list of integers.' }).max(100).nullish(),
  mode: shortString.nullish(),
  homework: z.unknown().optional().describe('Set when played as homework'),
  tasks: integer(1, MAX_COLUMN_PLAYERS)
    .nullish()
    .describe('Columns: how many tasks to return from the one seed (one per player, at most 12)'),
  seed: seed.nullish(),
  user_id: z.unknown().optional().describe('Sent when signed in; not used'),
});
export type GenerateBody = z.output<typeof generateBody>;

export const abacusBody = z.object({
  type: z
    .literal('abacus_random', { error: (iss) => (iss.input === undefined ? REQUIRED : invalidChoice(iss.input)) })
    .optional(),
  digit: digitList.nullish().describe('Digit variants: how many digits the numbers have (1-7)'),
  complexity: integer(1, 1_000_000).nullish().describe('Place value, used when no digit is sent'),
  numbers: integer(1, 100).nullish().describe('How many numbers (1-25, up to 100 in homework)'),
  homework: z.unknown().optional(),
  seed: seed.nullish(),
  user_id: z.unknown().optional(),
});
export type AbacusBody = z.output<typeof abacusBody>;

const item = z.object({ number: z.number().int(), sign: z.union([z.literal(1), z.literal(-1)]) });
export const generateResponse = z.object({
  items: z.array(item),
  seed: z.string(),
  tasks: z.array(z.array(item)).optional().describe('Columns with tasks > 1: every task, the first equal to items'),
});
/** What a client posts to /generator/v1/generate and /generator/v1/abacus. */
export type GenerateInput = z.input<typeof generateBody>;
export type AbacusInput = z.input<typeof abacusBody>;
