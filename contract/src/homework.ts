// Homework (spec 002 sections 2 "Homework calendar", 3 "Homework", 4, 5 "Homework game configs", 9 "Puzzle" and
// "Rewards"). Plain TypeScript, no zod: the student's puzzle and the staff calendar use these without the schemas.
import { ADDITION_LEVELS, ANZAN_TYPES, MULTIPLY_TYPES } from './games.ts';

/** Spec 002 section 9 "Puzzle": 20 days (tiles) per slide; slides 1-64. */
export const PUZZLE_TILES = 20;
export const FIRST_SLIDE = 1;
export const LAST_SLIDE = 64;
/** The calendar shows 12 slide buttons at a time; its arrows shift by 12. */
export const SLIDE_PAGE = 12;
/** "year starts at 2022 and grows every 12 slides". */
export const FIRST_YEAR = 2022;

/** Spec 002 "Rewards": 3 i$ for an opened puzzle, 1 i$ for a finished homework (a "task", one day tile). */
export const PUZZLE_REWARD = '3.00';
export const TASK_REWARD = '1.00';

/**
 * Spec 002 section 9: "month from slide = slide mod 12; year starts at 2022 and grows every 12 slides". The month
 * is zero-based, as the calls send it: slide 1 is February 2022, slide 12 January 2023, slide 64 May 2027.
 */
export function slideMonth(slide: number): { year: number; month: number } {
  return { year: FIRST_YEAR + Math.floor(slide / 12), month: slide % 12 };
}

/** The slide of a (year, zero-based month), or null outside slides 1-64. */
export function slideOf(year: number, month: number): number | null {
  const slide = (year - FIRST_YEAR) * 12 + month;
  return slide >= FIRST_SLIDE && slide <= LAST_SLIDE ? slide : null;
}

/** The slide after `slide` in the copy modal: 64 wraps to 1 (and 1 back to 64). */
export const nextSlide = (slide: number) => (slide >= LAST_SLIDE ? FIRST_SLIDE : slide + 1);
export const previousSlide = (slide: number) => (slide <= FIRST_SLIDE ? LAST_SLIDE : slide - 1);

/** The first slide of the page of 12 buttons that holds `slide`. */
export const pageStart = (slide: number) => Math.floor((slide - FIRST_SLIDE) / SLIDE_PAGE) * SLIDE_PAGE + FIRST_SLIDE;

/** The slide of today's month, clamped into 1-64 (free users and a first visit start here; free users on slide 1). */
export function currentSlide(now: Date): number {
  const slide = (now.getFullYear() - FIRST_YEAR) * 12 + now.getMonth();
  return Math.min(LAST_SLIDE, Math.max(FIRST_SLIDE, slide));
}

/**
 * Spec 002 section 4 "Homework complete_status": 0 not started, 1 in progress (the button says resume), 2 done (the
 * tile is complete).
 */
export const COMPLETE_STATUSES = [0, 1, 2] as const;
export type CompleteStatus = (typeof COMPLETE_STATUSES)[number];
export const NOT_STARTED = 0;
export const IN_PROGRESS = 1;
export const DONE = 2;

/**
 * The types a homework game entry is stored with (spec 002 "Game types"). A columns game is stored as addition,
 * anzan or a multiplication type with `with_columns` (section 4); Matific is an external activity.
 */
export const HOMEWORK_GAME_TYPES = [
  'addition',
  'abacus_random',
  'multiply',
  'multiply_quad',
  'multiply_50_100',
  'multiply_25x25',
  'divide',
  'anzan',
  'negative',
  'matific',
] as const;
export type HomeworkGameType = (typeof HOMEWORK_GAME_TYPES)[number];

/** The editor's game type choice (spec 002 "Homework editor"): the stored type follows from it. */
export const EDITOR_GAME_TYPES = [
  'addition',
  'columns',
  'abacus_random',
  'multiply',
  'divide',
  'negative',
  'anzan',
  'matific',
] as const;
export type EditorGameType = (typeof EDITOR_GAME_TYPES)[number];

/** Spec 002 section 5: "speed min 0.1, max 10, step 0.1"; "Number of expressions (repeat) 1 to 10". */
export const HOMEWORK_SPEED_MIN = 0.1;
export const HOMEWORK_SPEED_MAX = 10;
export const HOMEWORK_SPEED_STEP = 0.1;
export const REPEAT_MIN = 1;
export const REPEAT_MAX = 10;
/** Game configurations in one homework: far more than a day's practice needs. */
export const MAX_HOMEWORK_GAMES = 20;

/**
 * Spec 002 section 5: "Actions with numbers (length): addition 2-25, negative 2-25, anzan 3-25, abacus random 1-100,
 * columns 2-15". Multiplication, division and columns of multiplication have length 1.
 */
export const LENGTH_RANGES: Record<EditorGameType, readonly [number, number]> = {
  addition: [2, 25],
  negative: [2, 25],
  anzan: [3, 25],
  abacus_random: [1, 100],
  columns: [2, 15],
  multiply: [1, 1],
  divide: [1, 1],
  matific: [1, 1],
};

/** The stored entry's editor type (spec 002 section 4: with_columns shows as columns, an anzan digit_type as anzan). */
export function editorTypeOf(entry: {
  type: string;
  digit_type: string | null;
  with_columns: boolean;
}): EditorGameType {
  if (entry.with_columns) return 'columns';
  if (entry.type === 'anzan' || (ANZAN_TYPES as readonly (string | null)[]).includes(entry.digit_type)) return 'anzan';
  if (MULTIPLY_TYPES.has(entry.type)) return 'multiply';
  return entry.type as EditorGameType;
}

/** The length range of a stored entry (columns of a multiplication type: 1). */
export function lengthRangeOf(entry: {
  type: string;
  digit_type: string | null;
  with_columns: boolean;
}): readonly [number, number] {
  if (entry.with_columns && (MULTIPLY_TYPES.has(entry.type) || entry.type === 'divide')) return [1, 1];
  return LENGTH_RANGES[editorTypeOf(entry)];
}

/**
 * Spec 002 section 5: "Speed and length count as 1 for the displayed total time of divide and multiply"; otherwise
 * speed x repeat x length seconds.
 */
export function totalSeconds(entry: { type: string; speed: number; repeat: number; operation_number: number }): number {
  const single = entry.type === 'divide' || MULTIPLY_TYPES.has(entry.type);
  const seconds = single ? entry.repeat : entry.speed * entry.repeat * entry.operation_number;
  return Math.round(seconds * 10) / 10;
}

/** Addition places ("the standard list of places"); fifty drops 1, hundred drops 1 and 10 (section 5). */
export const HOMEWORK_PLACES = [1, 10, 100, 1000, 10000] as const;
export function placesFor(level: string | null): readonly number[] {
  if (level === 'fifty') return HOMEWORK_PLACES.filter((p) => p >= 10);
  if (level === 'hundred') return HOMEWORK_PLACES.filter((p) => p >= 100);
  return HOMEWORK_PLACES;
}
/** multiply_50_100 places are 50 or 100. */
export const BASE_PLACES = [50, 100] as const;

/** Levels a Speedy-numbers (addition) entry may drill; anzan is its own editor type. */
export const HOMEWORK_ADDITION_LEVELS = ADDITION_LEVELS.filter((l) => l !== 'anzan');

/**
 * Matific activities are external links (issue 12): the teacher pastes the activity's https address from Matific;
 * the student opens it in a new tab and marks it done.
 */
export const MATIFIC_HOSTS = ['matific.com'] as const;
export function isMatificLink(value: string): boolean {
  try {
    const url = new URL(value);
    const host = url.hostname.toLowerCase();
    return (
      url.protocol === 'https:' &&
      url.username === '' &&
      MATIFIC_HOSTS.some((h) => host === h || host.endsWith(`.${h}`))
    );
  } catch {
    return false;
  }
}

/** Messages of the homework calls (translated by the screens). */
export const HOMEWORK_EXISTS = 'There is already homework on this day.';
export const TARGET_REQUIRED = 'Choose a student or a group.';
export const SLIDE_OUT_OF_RANGE = 'This month is outside the homework calendar.';
export const MATIFIC_ALONE = 'A Matific homework has one activity and no other games.';
export const MATIFIC_LINK = 'Enter the address of a Matific activity (https://...matific.com/...).';
export const NUMBERS_REQUIRED = 'Choose at least one number.';
export const CHOOSE_A_DAY = 'Choose at least one day.';
export const NOT_A_MATIFIC_GAME = 'Only a Matific activity is marked as done by hand.';
export const WRONG_HOMEWORK_GAME = 'This is not the game the homework asks for.';
export const NOT_YOUR_HOMEWORK = 'This homework is not set for you.';
export const READ_ONLY_HOMEWORK = "You cannot do homework in the student's platform";
