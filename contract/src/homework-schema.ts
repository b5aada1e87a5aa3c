// The homework calls (spec 002 section 7 "Homework", spec 001 section 7 "GET lessons/homeworks/{id}?user=").
import { z } from 'zod';
import { CALCULATION_METHODS, DIGIT_TYPES, GAME_OPTIONS, MULTIPLY_TYPES } from './games.ts';
import {
  BASE_PLACES,
  CHOOSE_A_DAY,
  COMPLETE_STATUSES,
  FIRST_YEAR,
  HOMEWORK_GAME_TYPES,
  HOMEWORK_SPEED_MAX,
  HOMEWORK_SPEED_MIN,
  isMatificLink,
  lengthRangeOf,
  MATIFIC_ALONE,
  MATIFIC_LINK,
  MAX_HOMEWORK_GAMES,
  NUMBERS_REQUIRED,
  placesFor,
  PUZZLE_TILES,
  REPEAT_MAX,
  REPEAT_MIN,
  SLIDE_OUT_OF_RANGE,
  slideOf,
  TARGET_REQUIRED,
} from './homework.ts';
import { idParam, INVALID_ID, PG_INT_MAX } from './ids-schema.ts';
import { INVALID_CHOICE, INVALID_NUMBER } from './messages.ts';

const int = (min: number, max: number) =>
  z
    .number({ error: INVALID_ID })
    .int(INVALID_ID)
    .min(min, `Ensure this value is greater than or equal to ${min}.`)
    .max(max, `Ensure this value is less than or equal to ${max}.`);

const id = () => int(1, PG_INT_MAX);
const YEAR = int(FIRST_YEAR, FIRST_YEAR + 6);
const MONTH = int(0, 11).describe('zero-based month (0 = January)');
const ORDER = int(1, PUZZLE_TILES).describe('the day tile, 1-20');

/** Seconds per number, 0.1-10 in steps of 0.1 (spec 002 section 5), kept with one decimal. */
const speedField = z
  .number({ error: INVALID_NUMBER })
  .min(HOMEWORK_SPEED_MIN, `Ensure this value is greater than or equal to ${HOMEWORK_SPEED_MIN}.`)
  .max(HOMEWORK_SPEED_MAX, `Ensure this value is less than or equal to ${HOMEWORK_SPEED_MAX}.`)
  .transform((v) => Math.round(v * 10) / 10);

/**
 * One game configuration of a homework (spec 002 "Game entry in a homework"), as the editor sends it. Cross-field
 * rules of sections 4 and 5 are checked on the whole entry: the length range per type, places per level, multiply
 * needs numbers, a Matific entry needs its activity's address.
 */
export const homeworkGameInput = z
  .object({
    id: id().nullish().describe('an entry of the homework being edited; omitted for a new one'),
    type: z.enum(HOMEWORK_GAME_TYPES, { error: INVALID_CHOICE }),
    repeat: int(REPEAT_MIN, REPEAT_MAX).describe('number of expressions'),
    calculation_method: z.enum(CALCULATION_METHODS, { error: INVALID_CHOICE }).default('oral'),
    option: z.enum(GAME_OPTIONS, { error: INVALID_CHOICE }).nullish().default(null),
    digit_type: z.enum(DIGIT_TYPES, { error: INVALID_CHOICE }).nullish().default(null),
    digit: z.array(int(0, 9)).max(10).default([]),
    speed: speedField.default(1),
    operation_number: int(1, 100).default(2).describe('actions with numbers (length)'),
    difficult: int(1, 10_000_000).default(1).describe('places (complexity); the dividend bound of a division'),
    difficult_2: int(1, 10_000_000).nullish().default(null).describe('the divisor bound of a division'),
    numbers: z.array(int(1, 10_000)).max(120).default([]),
    with_columns: z.boolean({ error: 'Must be a valid boolean.' }).default(false),
    link: z.string().max(500).nullish().default(null).describe('Matific: the https address of the activity'),
  })
  .superRefine((g, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (g.type === 'matific') {
      if (!g.link || !isMatificLink(g.link)) issue('link', MATIFIC_LINK);
      return;
    }
    const [min, max] = lengthRangeOf(g);
    // Multiplication and division have no length ("count as 1"): whatever is sent is stored as 1.
    if (min !== max && (g.operation_number < min || g.operation_number > max)) {
      issue('operation_number', `Ensure this value is between ${min} and ${max}.`);
    }
    if (g.type === 'multiply' && g.numbers.length === 0) issue('numbers', NUMBERS_REQUIRED);
    if (g.type === 'multiply_50_100' && !(BASE_PLACES as readonly number[]).includes(g.difficult)) {
      issue('difficult', INVALID_CHOICE);
    }
    const isAddition = g.type === 'addition' || g.type === 'anzan' || g.type === 'negative';
    if (isAddition && !g.with_columns && !placesFor(g.digit_type).includes(g.difficult)) {
      issue('difficult', INVALID_CHOICE);
    }
    if (g.type === 'anzan' && !g.digit_type?.startsWith('anzan_')) issue('digit_type', INVALID_CHOICE);
    if (g.with_columns && !(g.type === 'addition' || g.type === 'anzan' || MULTIPLY_TYPES.has(g.type))) {
      issue('with_columns', INVALID_CHOICE);
    }
  });
export type HomeworkGameInput = z.input<typeof homeworkGameInput>;
export type HomeworkGameValues = z.output<typeof homeworkGameInput>;

/** Exactly one of `user` (a student's own homework) and `group`. */
const target = {
  user: id().nullish().describe('a student'),
  group: id().nullish().describe('a group: the homework reaches every student of it'),
};
const oneTarget = (b: { user?: number | null; group?: number | null }, ctx: z.RefinementCtx) => {
  if ((b.user == null) === (b.group == null))
    ctx.addIssue({ code: 'custom', path: ['user'], message: TARGET_REQUIRED });
};
const inCalendar = (b: { year: number; month: number }, ctx: z.RefinementCtx, path = 'month') => {
  if (slideOf(b.year, b.month) === null) ctx.addIssue({ code: 'custom', path: [path], message: SLIDE_OUT_OF_RANGE });
};

/** POST lessons/homeworks: creates the day's homework, or replaces the games of the one already there. */
export const homeworkSaveBody = z
  .object({
    order: ORDER,
    year: YEAR,
    month: MONTH,
    games: z
      .array(homeworkGameInput)
      .min(1, 'Add at least one game.')
      .max(MAX_HOMEWORK_GAMES, `A homework has at most ${MAX_HOMEWORK_GAMES} games.`),
    only_new: z
      .boolean()
      .optional()
      .describe("a create form's: refuse (400, HOMEWORK_EXISTS on order) when the day has homework meanwhile"),
    ...target,
  })
  .superRefine((b, ctx) => {
    oneTarget(b, ctx);
    inCalendar(b, ctx);
    if (b.games.length > 1 && b.games.some((g) => g.type === 'matific')) {
      ctx.addIssue({ code: 'custom', path: ['games'], message: MATIFIC_ALONE });
    }
  });
export type HomeworkSaveBody = z.input<typeof homeworkSaveBody>;

/** GET lessons/homeworks?group=|user=&month=&year= (month zero-based). */
export const homeworkListQuery = z
  .object({
    user: idParam().optional(),
    group: idParam().optional(),
    month: z
      .string()
      .regex(/^\d{1,2}$/, INVALID_ID)
      .transform(Number)
      .pipe(MONTH),
    year: z
      .string()
      .regex(/^\d{4}$/, INVALID_ID)
      .transform(Number)
      .pipe(YEAR),
  })
  .superRefine((q, ctx) => {
    oneTarget(q, ctx);
    inCalendar(q, ctx);
  });

/** A played entry's progress for one student: right answers count; `repeat` of them finish it. */
export const homeworkProgressSchema = z.object({
  right_answers: z.number().int(),
  answered: z.number().int().describe('right and wrong answers'),
  seconds: z.number().describe('time spent answering'),
  done: z.boolean(),
});
export type HomeworkProgress = z.infer<typeof homeworkProgressSchema>;

export const homeworkGameSchema = z.object({
  id: z.number().int(),
  type: z.enum(HOMEWORK_GAME_TYPES),
  repeat: z.number().int(),
  calculation_method: z.enum(CALCULATION_METHODS),
  option: z.enum(GAME_OPTIONS).nullable(),
  digit_type: z.enum(DIGIT_TYPES).nullable(),
  digit: z.array(z.number().int()),
  speed: z.number(),
  operation_number: z.number().int(),
  difficult: z.number().int(),
  difficult_2: z.number().int().nullable(),
  numbers: z.array(z.number().int()),
  with_columns: z.boolean(),
  link: z.string().nullable(),
  is_created: z.literal(true).describe('saved (spec 002 "is_created")'),
  progress: homeworkProgressSchema.nullable().describe("the student's progress when read for one (?user=)"),
});
export type HomeworkGame = z.infer<typeof homeworkGameSchema>;

/** A homework in a calendar month (spec 002 "Homework"). */
export const homeworkSummarySchema = z.object({
  id: z.number().int(),
  order: z.number().int(),
  year: z.number().int(),
  month: z.number().int().describe('zero-based'),
  created: z.string(),
  updated: z.string(),
  matific: z.boolean(),
  user: z.number().int().nullable(),
  group: z.number().int().nullable(),
  games_count: z.number().int(),
  complete_status: z
    .union(COMPLETE_STATUSES.map((s) => z.literal(s)) as [z.ZodLiteral<0>, z.ZodLiteral<1>, z.ZodLiteral<2>])
    .nullable()
    .describe("the student's: 0 not started, 1 in progress, 2 done; null in a group's calendar"),
  students_total: z.number().int().describe('students the homework reaches'),
  students_done: z.number().int().describe('of them, who finished it'),
});
export type HomeworkSummary = z.infer<typeof homeworkSummarySchema>;

export const homeworkListSchema = z.array(homeworkSummarySchema);

/** GET lessons/homeworks/{id}[?user=]. */
export const homeworkDetailSchema = homeworkSummarySchema.extend({
  games: z.array(homeworkGameSchema),
  homeworks_left: z.number().int().nullable().describe('games of it the student has not finished (with ?user=)'),
});
export type HomeworkDetail = z.infer<typeof homeworkDetailSchema>;

/** POST lessons/homeworks/{id}/copy. */
export const homeworkCopyBody = z
  .object({
    year: YEAR,
    month: MONTH,
    orders: z
      .array(z.object({ year: YEAR, month: MONTH, order: ORDER }))
      .min(1, CHOOSE_A_DAY)
      .max(PUZZLE_TILES * 2, `Choose at most ${PUZZLE_TILES * 2} days.`),
    ...target,
  })
  .superRefine((b, ctx) => {
    for (const [i, o] of b.orders.entries()) inCalendar(o, ctx, `orders.${i}`);
  });
export type HomeworkCopyBody = z.input<typeof homeworkCopyBody>;

/** 400 of a copy onto days that already hold homework: the message and those days. */
export const copyRefusedSchema = z.object({
  orders: z.array(z.string()),
  days: z.array(z.object({ year: z.number().int(), month: z.number().int(), order: z.number().int() })),
});

export const closeForUsersBody = z.object({ users: z.array(id()).min(1).max(500) });
export const closeForGroupsBody = z.object({ groups: z.array(id()).min(1).max(100) });
export const closedSchema = z.object({ closed: z.number().int().describe('students whose progress was cleared') });

/** GET lessons/homeworks/{id}/results: each student's result per game (issue 12, beyond the spec). */
export const homeworkResultsSchema = z.object({
  games: z.array(homeworkGameSchema.omit({ progress: true })),
  students: z.array(
    z.object({
      id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      complete_status: z.number().int(),
      games: z.array(homeworkProgressSchema.extend({ game: z.number().int() })),
    }),
  ),
});
export type HomeworkResults = z.infer<typeof homeworkResultsSchema>;

/** POST lessons/homeworks/{id}/games/{game}/done: a Matific activity marked done by the student. */
export const homeworkGameParams = z.object({ id: idParam(), game: idParam() });

/**
 * What an answer (or a Matific mark) did to its homework: `task_done` when it finished the homework (a day tile) now,
 * `puzzle_opened` when that also finished all 20 tiles of the month; `paid` the i$ paid now (1 for the homework, 3
 * for the puzzle, each once per student: a homework done again after a reset pays nothing).
 */
export const homeworkRewardSchema = z.object({
  homework: z.number().int(),
  task_done: z.boolean(),
  puzzle_opened: z.boolean(),
  paid: z.string().describe('i$ paid by this answer: "0.00", "1.00" or "4.00"'),
});
export type HomeworkReward = z.infer<typeof homeworkRewardSchema>;
