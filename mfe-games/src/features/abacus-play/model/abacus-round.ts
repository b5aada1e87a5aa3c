// The abacus games of the play screen. Two kinds reach it:
// - abacus mode (mode "abacus", e.g. a homework task to do on the abacus): the numbers come one at a time at
//   the child's own pace, no flashing; the child sets each on the abacus, and the answer is what the abacus
//   shows at the end, compared to the LAST number (spec 001 section 5);
// - the random abacus game (type abacus_random): the abacus service's numbers flash on the abacus at the
//   game's speed, with pause and resume; when they run out the child shows or types the last one.
// Both are judged by the last number, as the server judges them (api/src/games/expected-answer.ts).
import { gameRods, MAX_RODS } from '@/engine/abacus/abacus-model';
import type { GameConfig } from '@/engine/config/game-config';

export const isAbacusRandom = (config: Pick<GameConfig, 'type'>) => config.type === 'abacus_random';

/** The configuration the play reducer judges with: abacus mode, whose answer is the last number. */
export const abacusJudgingConfig = (config: GameConfig): GameConfig => ({ ...config, mode: 'abacus' });

/** The abacus service's digit variant for a random abacus game: the digits of its place value (100 -> 3). */
export const abacusDigitsOf = (config: Pick<GameConfig, 'places'>) =>
  Math.min(MAX_RODS, Math.max(1, String(Math.max(1, Math.trunc(config.places))).length));

const digitsIn = (n: number) => String(Math.abs(Math.trunc(n))).length;

/** Rods enough for every number of the game (at least 3, at most 7). */
export const rodsForNumbers = (numbers: readonly number[]) => gameRods(Math.max(0, ...numbers.map(digitsIn)));
