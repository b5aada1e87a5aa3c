// The table of tasks of the homework screen (spec 001 "Homework screen": number, task type, level, complexity,
// action with number, number of expressions), one row per entry with how far the student is.
import { MULTIPLY_TYPES } from '@abacus/contract/games';
import { type EditorGameType, editorTypeOf } from '@abacus/contract/homework';
import type { HomeworkGame } from '@abacus/contract/homework-schema';
import { leftOf } from './homework-progress';

export interface TaskRow {
  id: number;
  /** 1-based, in the teacher's order. */
  number: number;
  kind: EditorGameType;
  /** Played on the abacus (option abacus). */
  onAbacus: boolean;
  /** A text key under homework.levels, or null where the game has no level. */
  level: string | null;
  /** The complexity as shown: places, a base, or the division's dividend ÷ divisor. */
  complexity: string | null;
  /** Actions with numbers (the length); null for a Matific activity. */
  actions: number | null;
  /** Number of expressions: right answers the entry needs. */
  expressions: number;
  right: number;
  done: boolean;
}

type Entry = Pick<
  HomeworkGame,
  | 'id'
  | 'type'
  | 'option'
  | 'digit_type'
  | 'with_columns'
  | 'difficult'
  | 'difficult_2'
  | 'operation_number'
  | 'repeat'
  | 'progress'
>;

function levelKey(entry: Entry, kind: EditorGameType): string | null {
  if (kind === 'anzan' || (kind === 'columns' && entry.digit_type?.startsWith('anzan_'))) {
    return `anzan.${entry.digit_type?.startsWith('anzan_') ? entry.digit_type : 'anzan_random'}`;
  }
  // Plain multiplication says so in its type; squares, base 50/100 and 25x25 name themselves here.
  if (MULTIPLY_TYPES.has(entry.type) && entry.type !== 'multiply') return `multiply.${entry.type}`;
  if (entry.type === 'addition' || entry.type === 'abacus_random') return `levels.${entry.digit_type ?? 'elementary'}`;
  return null;
}

function complexityText(entry: Entry): string | null {
  if (entry.type === 'matific' || entry.type === 'multiply_quad' || entry.type === 'multiply_25x25') return null;
  if (entry.type === 'divide') return `${entry.difficult} ÷ ${entry.difficult_2 ?? 1}`;
  return String(entry.difficult);
}

export function taskRows(games: readonly Entry[]): TaskRow[] {
  return games.map((entry, index) => {
    const kind = editorTypeOf(entry);
    const left = leftOf(entry);
    return {
      id: entry.id,
      number: index + 1,
      kind,
      onAbacus: entry.option === 'abacus',
      level: levelKey(entry, kind),
      complexity: complexityText(entry),
      actions: entry.type === 'matific' ? null : entry.operation_number,
      expressions: entry.repeat,
      right: entry.repeat - left,
      done: left === 0,
    };
  });
}
