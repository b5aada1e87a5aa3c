// The results modal of a day (issue 12, beyond the spec): each student with their status and, per game of the
// homework, right answers of answered and the time spent. Plain rows for the table.
import { editorTypeOf, type EditorGameType } from '@abacus/contract/homework';
import type { HomeworkResults } from '@abacus/contract/homework-schema';

export interface ResultCell {
  right: number;
  answered: number;
  seconds: number;
  done: boolean;
}

export interface ResultRow {
  id: number;
  name: string;
  status: number;
  cells: (ResultCell | null)[];
}

export interface ResultColumn {
  id: number;
  /** 1-based position in the homework. */
  number: number;
  type: EditorGameType;
  repeat: number;
}

export function resultColumns(results: HomeworkResults): ResultColumn[] {
  return results.games.map((game, i) => ({
    id: game.id,
    number: i + 1,
    type: editorTypeOf(game),
    repeat: game.repeat,
  }));
}

/** One row per student, by last then first name; a cell per game in the homework's order (null: nothing answered). */
export function resultRows(results: HomeworkResults): ResultRow[] {
  const name = (s: HomeworkResults['students'][number]) => [s.last_name, s.first_name].filter(Boolean).join(' ');
  return [...results.students]
    .sort((a, b) => name(a).localeCompare(name(b)))
    .map((student) => ({
      id: student.id,
      name: name(student),
      status: student.complete_status,
      cells: results.games.map((game) => {
        const played = student.games.find((g) => g.game === game.id && g.answered > 0);
        return played
          ? { right: played.right_answers, answered: played.answered, seconds: played.seconds, done: played.done }
          : null;
      }),
    }));
}

/** "1:05" for 65 seconds; "0:00" for nothing. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
