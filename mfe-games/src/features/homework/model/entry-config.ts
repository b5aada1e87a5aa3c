// One homework game entry (spec 002 "Game entry in a homework", section 5 "Homework game configs") as the game
// configuration the games engine plays (spec 001 section 3). The one place where the teacher's fields become the
// engine's: the level or anzan type, the digit, the places, the length, the numbers, abacus mode, the base mode,
// the division pair, columns with the student as the only player, and the speed the child chose. What it draws is
// the contract's entryGeneratorRequest (a test holds them equal), which the API binds a homework record to.
import type { ColumnGame } from '@abacus/contract/games';
import {
  BASE_OPTION_MODES,
  entryAnzan,
  entryIsAnzan as isAnzan,
  entryLevel as levelOf,
} from '@abacus/contract/homework-draw';
import type { HomeworkGame } from '@abacus/contract/homework-schema';
import { type Base, baseNumbers, MULTIPLY_25_BASES, MULTIPLY_25_COMPLEXITY } from '@/engine/config/game-choices';
import { DEFAULT_CONFIG, type GameConfig, type VoiceLanguage } from '@/engine/config/game-config';
import { soundAvailable } from '@/engine/config/settings-rules';

/** What the child (and the screen) add to the teacher's entry. */
export interface PlayChoices {
  /** The homework id: the generator gets it (longer random abacus games are allowed for homework). */
  homework: number;
  /** Seconds per number: the entry's, or what the child chose on the homework screen. */
  speed: number;
  withSound: boolean;
  language: VoiceLanguage;
  /** The student's name: the only player of a columns entry. */
  player: string;
}

type Entry = Pick<
  HomeworkGame,
  | 'type'
  | 'option'
  | 'digit_type'
  | 'digit'
  | 'operation_number'
  | 'difficult'
  | 'difficult_2'
  | 'numbers'
  | 'with_columns'
>;

/** The entry's anzan type and digit (@abacus/contract/homework-draw, which the API binds a record to). */
function anzanFields(entry: Entry): Partial<GameConfig> {
  const { anzan, digit } = entryAnzan(entry);
  return { anzan_type: anzan, digit };
}

/** A multiplication game's or division's own numbers and complexity. */
function taskNumbers(type: ColumnGame, entry: Entry): Pick<GameConfig, 'numbers' | 'complexity'> {
  switch (type) {
    case 'multiply':
      // 100 is never a saved multiplier (spec 001 section 5).
      return { complexity: entry.difficult, numbers: entry.numbers.filter((n) => n !== 100) };
    case 'multiply_quad':
      return { complexity: 1, numbers: [...entry.numbers] };
    case 'multiply_50_100': {
      const base: Base = entry.difficult === 50 ? 50 : 100;
      return { complexity: base, numbers: baseNumbers(base, BASE_OPTION_MODES[entry.option ?? ''] ?? 'universal') };
    }
    case 'multiply_25x25':
      return { complexity: MULTIPLY_25_COMPLEXITY, numbers: [...MULTIPLY_25_BASES] };
    case 'divide':
      // difficult is the dividend bound, difficult_2 the divisor's.
      return { complexity: 1, numbers: [entry.difficult, entry.difficult_2 ?? 1] };
  }
}

const isColumnGame = (type: string): type is ColumnGame =>
  ['multiply', 'multiply_quad', 'multiply_50_100', 'multiply_25x25', 'divide'].includes(type);

/** The columns game of an entry saved with with_columns (addition, anzan or a multiplication type). */
function columnsFields(entry: Entry): Partial<GameConfig> {
  if (isColumnGame(entry.type)) {
    return { isMultiplyColumn: true, columnGame: entry.type, length: 1, ...taskNumbers(entry.type, entry) };
  }
  const places = { places: entry.difficult, complexity: entry.difficult, length: entry.operation_number };
  if (isAnzan(entry)) return { digit_type: 'anzan', ...anzanFields(entry), ...places };
  return { digit_type: levelOf(entry), digit: entry.digit[0] ?? null, ...places };
}

function singleFields(entry: Entry): Partial<GameConfig> | null {
  const places = { places: entry.difficult, complexity: entry.difficult, length: entry.operation_number };
  switch (entry.type) {
    case 'anzan':
      return { type: 'anzan', ...anzanFields(entry), ...places };
    case 'addition':
      // An addition entry with an anzan digit_type is the addition game's anzan level: the server records a
      // homework game only as its entry's type.
      if (isAnzan(entry)) return { type: 'addition', digit_type: 'anzan', ...anzanFields(entry), ...places };
      return {
        type: 'addition',
        digit_type: levelOf(entry),
        digit: entry.digit[0] ?? null,
        // Spec 002 "option": abacus plays the numbers on the abacus, judged by the last one.
        mode: entry.option === 'abacus' ? 'abacus' : 'digits',
        ...places,
      };
    case 'negative':
      return { type: 'negative', digit: null, ...places };
    case 'abacus_random':
      return { type: 'abacus_random', digit_type: levelOf(entry), digit: null, ...places };
    case 'multiply':
    case 'multiply_quad':
    case 'multiply_50_100':
    case 'multiply_25x25':
    case 'divide':
      return { type: entry.type, digit: null, ...taskNumbers(entry.type, entry) };
    default:
      return null; // Matific: an external activity, not played here
  }
}

/** The game an entry is played as; null for a Matific activity. */
export function entryConfig(entry: Entry, choices: PlayChoices): GameConfig | null {
  const fields: Partial<GameConfig> | null = entry.with_columns
    ? { type: 'columns', digit: null, users: [choices.player], ...columnsFields(entry) }
    : singleFields(entry);
  if (!fields) return null;
  const config: GameConfig = {
    ...DEFAULT_CONFIG,
    pro: false,
    numbers: [],
    // One column and no clock: the child answers their own column at their own pace.
    isTimerEnabled: false,
    ...fields,
    homework: choices.homework,
    read_only: null,
    speed: choices.speed,
    language: choices.language,
    withSound: false,
  };
  return { ...config, withSound: choices.withSound && soundAvailable(config) };
}
