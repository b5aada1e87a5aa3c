// Which options a configuration shows, read from its stored fields.
import { MULTIPLY_TYPES } from '@abacus/contract/games';
import { lengthRangeOf } from '@abacus/contract/homework';
import type { GameFields } from './game-fields';

/**
 * Speed matters where numbers are shown one after another: "Speed and length count as 1 for the displayed total
 * time of divide and multiply", so those games (and columns of a multiplication game) do not offer it.
 */
export const isTimed = (game: Pick<GameFields, 'type'>) =>
  game.type !== 'divide' && game.type !== 'matific' && !MULTIPLY_TYPES.has(game.type);

/**
 * The stored fields a configuration's card has an input for. A problem with any other field (a server error on a
 * length a division does not offer, say) is shown at the top of the card instead, so none goes unseen.
 */
export function shownFields(game: GameFields): Set<string> {
  const shown = new Set(['type']);
  const add = (...fields: string[]) => {
    for (const f of fields) shown.add(f);
  };
  if (game.type === 'matific') {
    add('link');
    return shown;
  }
  add('repeat', 'calculation_method');
  if (isTimed(game)) add('speed');
  const [min, max] = lengthRangeOf(game);
  if (min !== max) add('operation_number');
  if (game.with_columns) add('with_columns');
  switch (game.type) {
    case 'addition':
      add('digit_type', 'difficult', 'digit');
      break;
    case 'anzan':
      add('digit_type', 'difficult');
      break;
    case 'abacus_random':
    case 'negative':
      add('difficult');
      break;
    case 'divide':
      add('difficult', 'difficult_2');
      break;
    case 'multiply':
      add('difficult', 'numbers');
      break;
    case 'multiply_quad':
      add('numbers');
      break;
    case 'multiply_50_100':
      add('difficult', 'option');
      break;
  }
  return shown;
}
