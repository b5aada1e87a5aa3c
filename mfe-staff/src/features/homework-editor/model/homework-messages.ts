// The messages of the homework calls and of this editor, as text keys of the feature (the admin kit translates the
// contract's general messages; these are homework's own, and Django's ranges with their numbers).
import {
  HOMEWORK_EXISTS,
  MATIFIC_ALONE,
  MATIFIC_LINK,
  MAX_HOMEWORK_GAMES,
  NUMBERS_REQUIRED,
  SLIDE_OUT_OF_RANGE,
  TARGET_REQUIRED,
} from '@abacus/contract/homework';
import { DIVIDEND_TOO_SMALL } from './game-problems';

/** The editor's own message: some configurations have problems to fix first. */
export const FIX_PROBLEMS = 'fixProblems';

export interface MessageKey {
  key: string;
  values?: Record<string, string>;
}

const OWN: Record<string, string> = {
  [NUMBERS_REQUIRED]: 'numbersRequired',
  [MATIFIC_LINK]: 'matificLink',
  [MATIFIC_ALONE]: 'matificAlone',
  [SLIDE_OUT_OF_RANGE]: 'outsideCalendar',
  [TARGET_REQUIRED]: 'noTarget',
  [DIVIDEND_TOO_SMALL]: 'dividendTooSmall',
  [FIX_PROBLEMS]: 'fix',
  [HOMEWORK_EXISTS]: 'dayTaken',
  'Add at least one game.': 'noGames',
  [`A homework has at most ${MAX_HOMEWORK_GAMES} games.`]: 'tooManyGames',
};

const RANGES: [RegExp, string][] = [
  [/^Ensure this value is between (-?[\d.]+) and (-?[\d.]+)\.$/, 'between'],
  [/^Ensure this value is greater than or equal to (-?[\d.]+)\.$/, 'atLeast'],
  [/^Ensure this value is less than or equal to (-?[\d.]+)\.$/, 'atMost'],
];

/** The editor's text key of a message (under homeworkEditor.errors), or null for the admin kit's messages. */
export function messageKey(message: string): MessageKey | null {
  const own = OWN[message];
  if (own) return { key: own };
  for (const [pattern, key] of RANGES) {
    const match = pattern.exec(message);
    if (match) return { key, values: { min: match[1] ?? '', max: match[2] ?? match[1] ?? '' } };
  }
  return null;
}
