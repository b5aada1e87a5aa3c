// Whether a record's numbers are what its settings say (the 2026-12-02 probe: one-digit numbers recorded as a game
// of four-digit numbers, for a homework entry and its reward). The generator draws the numbers of these games at the
// place value `difficult` (1, 10, 100, ...: at least one number of that size, none more than a digit longer, as anzan
// minus's starting number may be) and `operation_number` of them; measured over every level, anzan type and pro
// setting in claimed-level.test.ts. The other games' settings do not show in their numbers this way.
import { PLACE_VALUE_GAMES } from '@abacus/contract/games';
import type { RecordGameBody } from '@abacus/contract/games-schema';

export const NOT_THE_SETTINGS = "These numbers are not of this game's settings. Start a new game.";

type Claim = Pick<RecordGameBody, 'type' | 'with_columns' | 'difficult' | 'operation_number' | 'operations'>;

/** Whether a record's numbers carry its place value and length (not in columns, whose record names no game). */
export const carriesPlaceValue = (b: Pick<RecordGameBody, 'type' | 'with_columns'>) =>
  !b.with_columns && PLACE_VALUE_GAMES.has(b.type);

export function numbersFitSettings(b: Claim): boolean {
  if (!carriesPlaceValue(b)) return true;
  const items = b.operations[0] ?? [];
  if (b.operation_number !== null && b.operation_number !== items.length) return false;
  const sizes = items.map((item) => Math.abs(item.number));
  return sizes.every((size) => size < 100 * b.difficult) && sizes.some((size) => size >= b.difficult);
}
