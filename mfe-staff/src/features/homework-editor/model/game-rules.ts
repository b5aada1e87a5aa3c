// What each choice of a configuration changes (spec 002 section 4 "Homework configuration" and section 5 "Homework
// game configs"). Every function takes the fields and answers new ones; nothing else decides these rules.
import type { AnzanType } from '@abacus/contract/games';
import { type AbacusLevel, digitChoices } from '@abacus/contract/game-levels';
import { type EditorGameType, editorTypeOf, placesFor } from '@abacus/contract/homework';
import {
  type ColumnsKind,
  columnsKindFields,
  defaultDigits,
  defaultsFor,
  firstPlace,
  isMultiplyLevel,
  type MultiplyLevel,
  multiplyLevelFields,
} from './game-defaults';
import type { GameFields } from './game-fields';

/** The editor type a configuration is shown as (a with_columns game is columns, an anzan digit_type anzan). */
export const kindOf = (game: Pick<GameFields, 'type' | 'digit_type' | 'with_columns'>) => editorTypeOf(game);

/**
 * "Switching a game type resets its options to that type's defaults"; the number of expressions (repeat) is not an
 * option of the type and stays. Leaving anzan removes its digit_type (the defaults of the other types have none).
 */
export function changeType(game: GameFields, kind: EditorGameType): GameFields {
  if (kind === kindOf(game)) return game;
  return { ...defaultsFor(kind), id: game.id, repeat: kind === 'matific' ? 1 : game.repeat };
}

/** "Multiply level change resets options to that level's defaults." */
export function changeMultiplyLevel(game: GameFields, level: MultiplyLevel): GameFields {
  if (game.type === level) return game;
  return { ...defaultsFor('multiply'), id: game.id, repeat: game.repeat, type: level, ...multiplyLevelFields(level) };
}

/** "Columns type change resets length (1 for multiply types, else 2), numbers and places." */
export function changeColumnsKind(game: GameFields, kind: ColumnsKind): GameFields {
  return {
    ...game,
    ...columnsKindFields(kind),
    with_columns: true,
    operation_number: isMultiplyLevel(kind) ? 1 : 2,
  };
}

/** The digits of `digits` a level offers at a place value; the level's default digit when none is left. */
function keepDigits(level: AbacusLevel, places: number, digits: readonly number[]): number[] {
  const choices = digitChoices(level, places, false);
  const kept = choices.filter((d) => digits.includes(d));
  return kept.length > 0 ? kept : defaultDigits(level, places);
}

/** "Fifty level forces places to at least 10, hundred at least 100"; the chosen digits the level offers stay. */
export function changeLevel(game: GameFields, level: AbacusLevel): GameFields {
  const places = placesFor(level).includes(game.difficult) ? game.difficult : firstPlace(level);
  return { ...game, digit_type: level, difficult: places, digit: keepDigits(level, places, game.digit) };
}

/** A new place value; a level's digits follow it (elementary offers 0, 1 and 2 only from 10 places). */
export function changePlaces(game: GameFields, places: number): GameFields {
  const level = abacusLevelOf(game);
  return level
    ? { ...game, difficult: places, digit: keepDigits(level, places, game.digit) }
    : { ...game, difficult: places };
}

/** The addition level of a configuration with one (Speedy numbers, columns of a level), or null. */
export function abacusLevelOf(game: Pick<GameFields, 'type' | 'digit_type'>): AbacusLevel | null {
  if (game.type !== 'addition' || game.digit_type === null) return null;
  return game.digit_type === 'anzan' || game.digit_type.startsWith('anzan_') ? null : (game.digit_type as AbacusLevel);
}

/** Turns a focus digit on or off, in the level's order; the last chosen digit cannot be turned off. */
export function toggleDigit(game: GameFields, digit: number, on: boolean): GameFields {
  const level = abacusLevelOf(game);
  if (!level) return game;
  const chosen = new Set(game.digit);
  if (on) chosen.add(digit);
  else if (chosen.size > 1) chosen.delete(digit);
  return { ...game, digit: digitChoices(level, game.difficult, false).filter((d) => chosen.has(d)) };
}

/** "Anzan requires digit_type (default anzan_random)". */
export const changeAnzanType = (game: GameFields, type: AnzanType): GameFields => ({ ...game, digit_type: type });

/** Turns multipliers on or off (a group's "all" passes the whole group); kept in ascending order. */
export function toggleNumbers(game: GameFields, numbers: readonly number[], on: boolean): GameFields {
  const chosen = new Set(game.numbers);
  for (const n of numbers) on ? chosen.add(n) : chosen.delete(n);
  return { ...game, numbers: [...chosen].sort((a, b) => a - b) };
}

/** A squared range is stored as its first and last number (as a played game records it). */
export const changeSquaredRange = (game: GameFields, range: readonly [number, number]): GameFields => ({
  ...game,
  numbers: [range[0], range[1]],
});
