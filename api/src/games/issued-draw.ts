// What a set of numbers was drawn for, as the generator resolved its request (level, focus digits, anzan type,
// place value, length, multiplication table, base, division pair): kept with what was issued, so that a homework
// record counts only numbers drawn at its entry's settings (the games engine asks for the contract's
// entryGeneratorRequest). A child had finished a big-friends entry with elementary numbers of the same size.
import { entryGeneratorRequest, type DrawnEntry } from '@abacus/contract/homework-draw';
import { generateBody } from '@abacus/contract/generator-schema';
import type { homeworkGames } from '../db/schema.ts';
import { type GameConfig, resolveGameConfig } from '../generator/game-config.ts';

/** The draw of a resolved configuration: one column's task for columns (how many players is not a setting). */
export const drawOf = (config: GameConfig): string => JSON.stringify(config.type === 'columns' ? config.task : config);

type EntryRow = Pick<
  typeof homeworkGames.$inferSelect,
  'type' | 'option' | 'digitType' | 'digit' | 'operationNumber' | 'difficult' | 'difficult2' | 'numbers' | 'withColumns'
>;

const drawnEntry = (row: EntryRow): DrawnEntry => ({
  type: row.type,
  option: row.option,
  digit_type: row.digitType,
  digit: row.digit,
  operation_number: row.operationNumber,
  difficult: row.difficult,
  difficult_2: row.difficult2,
  numbers: row.numbers,
  with_columns: row.withColumns,
});

/** The draw a homework entry's games are played at; null when nothing is drawn for it (Matific) or it cannot be. */
export function entryDraw(row: EntryRow): string | null {
  const request = entryGeneratorRequest(drawnEntry(row));
  const body = request && generateBody.safeParse(request);
  if (!body?.success) return null;
  const resolved = resolveGameConfig(body.data);
  return resolved.ok ? drawOf(resolved.config) : null;
}
