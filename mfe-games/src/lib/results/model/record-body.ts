// The body of POST lessons/games (@abacus/contract/games-schema, which the API validates it with): what was
// played, in the record's field names.
import type { DigitType } from '@abacus/contract/games';
import type { RecordGameInput } from '@abacus/contract/games-schema';
import { baseChoiceOf } from '@/engine/config/game-choices';
import type { ExpressionItem, GameConfig } from '@/engine/config/game-config';
import { isAbacusGame, isColumnsGame } from '@/engine/config/game-kinds';
import { toWire, type WireItem } from '@/engine/play/wire-items';

export type RecordGameBody = RecordGameInput & {
  /** The student who played (always sent, though the server knows it). */
  user: number;
  /** One expression, or for columns one per column. */
  operations: WireItem[] | WireItem[][];
};

/** The base game's mode in the record's names (spec 002 "Base options"). */
const BASE_OPTIONS = { greater: 'more_than_digit', less: 'less_than_digit', universal: 'universal' } as const;

function digitType(config: GameConfig): DigitType | null {
  if (config.type === 'anzan') return config.anzan_type;
  if (config.type === 'addition' || config.type === 'abacus_random' || config.type === 'columns') {
    return config.digit_type === 'anzan' ? config.anzan_type : config.digit_type;
  }
  return null;
}

function recordedNumbers(config: GameConfig): number[] {
  switch (config.type) {
    case 'multiply_quad':
      return config.numbers.length ? [config.numbers[0], config.numbers[config.numbers.length - 1]] : [];
    case 'multiply':
    case 'divide':
      return [...config.numbers];
    default:
      return [];
  }
}

function option(config: GameConfig): string | null {
  if (config.type === 'multiply_50_100') return BASE_OPTIONS[baseChoiceOf(config).mode];
  return config.mode === 'abacus' ? 'abacus' : null;
}

interface Context {
  user: number;
  /** Whether the numbers were spoken. */
  voiced: boolean;
  /** The homework game entry the game is played for (homework_game); absent outside homework. */
  homeworkGame?: number | null;
}

export function recordGameBody(
  config: GameConfig,
  expressions: readonly ExpressionItem[][],
  { user, voiced, homeworkGame = null }: Context,
): RecordGameBody {
  const columns = isColumnsGame(config);
  const body: RecordGameBody = {
    type: config.type,
    digit_type: digitType(config),
    digit: config.digit === null ? [] : [config.digit],
    speed: config.speed,
    difficult: Math.max(1, config.complexity),
    operation_number: expressions[0]?.length ?? 0,
    calculation_method: isAbacusGame(config) ? 'abacus' : 'oral',
    is_muted: !voiced,
    numbers: recordedNumbers(config),
    user,
    with_columns: columns,
    option: option(config),
    operations: columns ? expressions.map(toWire) : toWire(expressions[0] ?? []),
  };
  if (columns) body.players = expressions.map((_, i) => config.users[i] ?? '');
  if (homeworkGame !== null) body.homework_game = homeworkGame;
  return body;
}
