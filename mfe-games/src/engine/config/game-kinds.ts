// Which family of rules a game follows, read from its type and mode. One place, so that the answer, the play
// screen, the record and the column layout always agree on what kind of game they have.
import type { GameConfig, GameType } from './game-config';

type Kind = Pick<GameConfig, 'type' | 'mode'>;

const PRODUCT_TYPES: ReadonlySet<GameType> = new Set(['multiply', 'multiply_50_100', 'multiply_25x25']);

/** Games whose numbers are multiplied together (squared is one number times itself, and reads apart). */
export const isProductType = (type: GameType) => PRODUCT_TYPES.has(type);

/**
 * The game whose rules a configuration follows: a columns game drilling multiplication, squared, base, 25x25 or
 * division follows that game's (its numbers, its answer, its record); everything else its own type.
 */
export const taskType = (config: Pick<GameConfig, 'type' | 'isMultiplyColumn' | 'columnGame'>): GameType =>
  config.type === 'columns' && config.isMultiplyColumn ? config.columnGame : config.type;

/** The columns game, and any game played in columns mode. */
export const isColumnsGame = (config: Kind) => config.type === 'columns' || config.mode === 'columns';

/** Played on the abacus and judged by the last number: abacus mode, and the random abacus game. */
export const isAbacusGame = (config: Kind) => config.mode === 'abacus' || config.type === 'abacus_random';
