// Game records and answers (spec 001 section 7: POST lessons/games, PATCH lessons/game/data/{id},
// POST lessons/game/data/set_columns_answers, GET videos/random).
import { z } from 'zod';
import { MAX_NUMBER, normalizeAnswer, operationsProblem } from './expressions.ts';
import {
  CALCULATION_METHODS,
  DIGIT_TYPES,
  GAME_OPTIONS,
  GAME_TYPES,
  MAX_EXPRESSIONS,
  PLAYER_NAME_MAX,
  SPEED_MAX,
  SPEED_MIN,
} from './games.ts';
import { homeworkRewardSchema } from './homework-schema.ts';
import { INVALID_ID, PG_INT_MAX } from './ids-schema.ts';
import { NULL_CHAR, NOT_A_STRING } from './messages.ts';

/** The generator names the base modes `greater` and `less`; the game record keeps spec 002's names. */
const BASE_MODE_ALIASES = new Map<unknown, string>([
  ['greater', 'more_than_digit'],
  ['less', 'less_than_digit'],
]);

const BOOLEAN = 'Must be a valid boolean.';

const int = (min: number, max: number) =>
  z
    .number({ error: INVALID_ID })
    .int(INVALID_ID)
    .min(min, `Ensure this value is greater than or equal to ${min}.`)
    .max(max, `Ensure this value is less than or equal to ${max}.`);

const bool = (fallback: boolean) =>
  z
    .boolean({ error: BOOLEAN })
    .nullish()
    .transform((v) => v ?? fallback);

export const operationSchema = z.object({
  number: int(-MAX_NUMBER, MAX_NUMBER),
  sign: z.literal([1, -1], { error: 'sign must be 1 or -1.' }),
});

const expressionSchema = z
  .array(operationSchema, { error: 'Expected a list of {number, sign} items.' })
  .min(1, 'An expression needs at least one number.');

/** One expression `[{number, sign}]`, or (columns) a list of them: always a list of expressions after parsing. */
const operationsField = z
  .preprocess(
    (v) => (Array.isArray(v) && v.length > 0 && !Array.isArray(v[0]) ? [v] : v),
    z
      .array(expressionSchema, { error: 'Expected a list of {number, sign} items.' })
      .min(1, 'An expression needs at least one number.')
      .max(MAX_EXPRESSIONS, `A game has at most ${MAX_EXPRESSIONS} expressions.`),
  )
  .describe('one expression [{number, sign}] or, for columns, a list of expressions (one game_data row each)');

/** A speed in seconds per number, SPEED_MIN-SPEED_MAX, as an exact 2-decimal string for the numeric column. */
const speedField = z
  .union([z.number(), z.string()], { error: 'A valid number is required.' })
  .nullish()
  .transform((v, ctx) => {
    if (v == null) return '1.60';
    const n = typeof v === 'number' ? v : /^\s*\d{1,3}(\.\d{1,6})?\s*$/.test(v) ? Number(v) : NaN;
    if (!Number.isFinite(n) || n < SPEED_MIN || n > SPEED_MAX) {
      ctx.addIssue({ code: 'custom', message: `Speed must be between ${SPEED_MIN} and ${SPEED_MAX} seconds.` });
      return z.NEVER;
    }
    return n.toFixed(2);
  });

const digitField = z
  .union([int(0, 9), z.array(int(0, 9)).max(10, 'At most 10 digits.')], {
    error: 'Expected a digit or a list of digits.',
  })
  .nullish()
  .transform((v) => (v == null ? [] : Array.isArray(v) ? v : [v]));

export const recordGameBody = z
  .object({
    type: z.enum(GAME_TYPES, { error: `Select a valid game type: ${GAME_TYPES.join(', ')}.` }),
    digit_type: z
      .enum(DIGIT_TYPES, { error: 'Select a valid digit type.' })
      .nullish()
      .transform((v) => v ?? null),
    digit: digitField,
    speed: speedField,
    difficult: int(1, 10_000_000)
      .nullish()
      .transform((v) => v ?? 1),
    difficult_2: int(1, 10_000_000)
      .nullish()
      .transform((v) => v ?? null),
    operation_number: int(0, 100)
      .nullish()
      .transform((v) => v ?? null),
    calculation_method: z
      .enum(CALCULATION_METHODS, { error: 'Select oral or abacus.' })
      .nullish()
      .transform((v) => v ?? 'oral'),
    is_muted: bool(false),
    numbers: z
      .array(int(-10_000_000, 10_000_000), { error: 'Expected a list of numbers.' })
      .max(100, 'At most 100 numbers.')
      .nullish()
      .transform((v) => v ?? []),
    user: int(1, PG_INT_MAX)
      .nullish()
      .transform((v) => v ?? null),
    with_columns: bool(false),
    homework_game: int(1, PG_INT_MAX)
      .nullish()
      .transform((v) => v ?? null)
      .describe('the homework game entry this game is played for (lessons/homeworks/{id} games[].id)'),
    option: z
      .preprocess(
        (v) => BASE_MODE_ALIASES.get(v) ?? v,
        z.enum(GAME_OPTIONS, { error: `Select a valid option: ${GAME_OPTIONS.join(', ')}.` }).nullish(),
      )
      .transform((v) => v ?? null),
    operations: operationsField,
    players: z
      .array(
        z
          .string({ error: NOT_A_STRING })
          .trim()
          .max(PLAYER_NAME_MAX, `Ensure this field has no more than ${PLAYER_NAME_MAX} characters.`)
          .refine((s) => !s.includes('\u0000'), NULL_CHAR)
          .nullable(),
        { error: 'Expected a list of names.' },
      )
      .max(MAX_EXPRESSIONS)
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((b, ctx) => {
    const columns = b.with_columns || b.type === 'columns';
    if (!columns && b.operations.length > 1) {
      ctx.addIssue({ code: 'custom', path: ['operations'], message: 'Only a columns game has several expressions.' });
      return;
    }
    for (const expression of b.operations) {
      const problem = operationsProblem(b, expression);
      if (problem) {
        ctx.addIssue({ code: 'custom', path: ['operations'], message: problem });
        return;
      }
    }
    if (b.players && b.players.length !== b.operations.length) {
      ctx.addIssue({ code: 'custom', path: ['players'], message: 'Give one player name per expression.' });
    }
  });

export type RecordGameBody = z.output<typeof recordGameBody>;
/** What a client sends (operations may be one expression; optional fields may be left out). */
export type RecordGameInput = z.input<typeof recordGameBody>;

/** 201 of POST lessons/games: one data row per expression. */
export const recordedGameSchema = z.object({
  id: z.number(),
  data: z.array(
    z.object({
      id: z.number(),
      operations: z.array(z.object({ number: z.number(), sign: z.number() })),
      player: z.string().nullable(),
      answer: z.string().nullable(),
      is_right_answer: z.boolean().nullable(),
    }),
  ),
});
export type RecordedGame = z.infer<typeof recordedGameSchema>;

/**
 * A typed answer: a whole number (string or number) or null / "" when time ran out (judged wrong).
 * Normalized to its canonical string ("007" -> "7").
 */
export const answerField = z
  .union([z.string(), z.number(), z.null()], {
    error: (iss) => (iss.input === undefined ? 'This field is required.' : 'Enter a whole number.'),
  })
  .transform((v, ctx) => {
    if (v === null || (typeof v === 'string' && v.trim() === '')) return null;
    const answer = normalizeAnswer(v);
    if (answer === null) {
      ctx.addIssue({ code: 'custom', message: 'Enter a whole number.' });
      return z.NEVER;
    }
    return answer;
  })
  .describe('a whole number as typed, or null when time ran out');

/** The client's own verdict: accepted for compatibility with spec 001 section 7, never trusted. */
export const clientVerdictField = z.boolean({ error: 'Must be a valid boolean.' }).nullish();

/** PATCH lessons/game/data/{id}. */
export const answerBody = z.object({ answer: answerField, is_right_answer: clientVerdictField });

/** POST lessons/game/data/set_columns_answers. */
export const columnsAnswersBody = z
  .array(z.object({ id: z.number({ error: INVALID_ID }).int().min(1).max(PG_INT_MAX), ...answerBody.shape }), {
    error: 'Expected a list of {id, answer, is_right_answer}.',
  })
  .min(1, 'Send at least one answer.')
  .max(MAX_EXPRESSIONS, `At most ${MAX_EXPRESSIONS} answers at once.`)
  .refine((list) => new Set(list.map((a) => a.id)).size === list.length, 'Each expression may be answered once.');
export type ColumnAnswer = z.input<typeof columnsAnswersBody>[number];

/** The server's verdict on an answer. */
export const answerResult = z.object({
  id: z.number(),
  answer: z.string().nullable(),
  is_right_answer: z.boolean(),
  homework_reward: homeworkRewardSchema
    .optional()
    .describe('a homework game: whether this answer finished the homework and the puzzle, and the i$ paid now'),
});
export type AnswerResult = z.infer<typeof answerResult>;

/** GET videos/random answers {data: video}: a reward video shown every 20th right answer. */
export const videoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  mp4: z.string().describe('URL of the H.264 source'),
  webm: z.string().describe('URL of the VP9 source'),
  ogg: z.string().describe('URL of the Theora source'),
});
export type Video = z.infer<typeof videoSchema>;
