// How far students are with homework, from what they did: an entry's right answers are the answered game_data rows
// of games recorded for it (games.homework_game_id), added up by triggers into homework_answer_counters (migration
// 0023; homework.test.ts "the entry counters" compares them with a recount); a Matific entry's is its mark; a
// student's reset of the homework (close_for_users) leaves out everything before it.
import { type CompleteStatus, DONE, IN_PROGRESS, NOT_STARTED } from '@abacus/contract/homework';
import type { HomeworkProgress } from '@abacus/contract/homework-schema';
import type { Db } from '../db/client.ts';
import { batchedRead } from '../db/batched.ts';
import { runNamed } from '../db/prepared.ts';

export interface EntryProgress extends HomeworkProgress {
  homework: number;
  game: number;
  student: number;
  matific: boolean;
}

export interface ProgressRow {
  homework: number;
  game: number;
  student: number;
  position: number;
  repeat: number;
  matific: boolean;
  right_answers: number;
  answered: number;
  seconds: number;
  marked: boolean;
}

// Who a homework reaches: its own student, or the active students of its group; or only the student `param` names.
const REACHED_STUDENTS = '(s.id = h.user_id or (h.group_id is not null and s.group_id = h.group_id and s.is_active))';
const oneStudent = (param: string) => `s.id = ${param}::int and (s.id = h.user_id or s.group_id = h.group_id)`;

/**
 * The columns of ProgressRow for the homework `h`, its entry `hg` and the student `s`, over the joins of
 * PROGRESS_JOINS. An entry's answers come from homework_answer_counters (migration 0023: what game_data's answers
 * after the student's reset add up to, kept by triggers), one row per entry and student, not every answer of the
 * month; a Matific mark counts when it is newer than the student's reset, and is looked for only on a Matific entry
 * (toEntryProgress reads no other's: a look-up an entry was 7 % of the homework month's statement). The reset is
 * looked for only beside such a mark (one row a homework and student, its primary key): as a join, it was probed for
 * every entry, though the counters are kept since the reset already (the month's statement 35-37 -> 29-30 µs a
 * student, timed alone).
 */
export const PROGRESS_COLUMNS = `h.id as homework, hg.id as game, s.id as student, hg.position, hg.repeat,
         hg.type = 'matific' as matific,
         coalesce(c.right_answers, 0) as right_answers,
         coalesce(c.answered, 0) as answered,
         coalesce(c.seconds, 0)::float8 as seconds,
         hg.type = 'matific' and exists (select from homework_marks m
                  where m.homework_game_id = hg.id and m.user_id = s.id
                    and not exists (select from homework_resets r
                      where r.homework_id = h.id and r.user_id = s.id and r.reset_at >= m.marked_at)) as marked`;
export const PROGRESS_JOINS = `left join homework_answer_counters c on c.homework_game_id = hg.id and c.user_id = s.id`;

/** The progress query over the homework `chosen` names, for the students `reached` names. */
const progressSql = (reached: string, chosen = 'h.id = any($1::int[])') => `
  select ${PROGRESS_COLUMNS}
    from homeworks h
    join homework_games hg on hg.homework_id = h.id
    join users s on s.role = 'student' and ${reached}
    ${PROGRESS_JOINS}
   where ${chosen}
   order by h.id, hg.position, hg.id, s.id`;

// One student's progress, batched across the requests of a turn (db/batched.ts): the homework ids go as an array's
// text (PostgreSQL has no array of arrays of different lengths, only two-dimensional arrays).
const progressOfStudent = batchedRead<ProgressRow>(
  'homework_progress_of_student',
  progressSql(oneStudent('$2'), 'h.id = any($1::text::int[])'),
  ['text', 'int'],
);

/**
 * Each (entry, student) of `homeworkIds` for the students it reaches: the homework's own student, or the active
 * students of its group; only `student` when given. Entries without answers come back with zeros.
 */
export async function entryProgress(db: Db, homeworkIds: number[], student?: number): Promise<EntryProgress[]> {
  if (homeworkIds.length === 0) return [];
  const rows =
    student === undefined
      ? await runNamed<ProgressRow>(db, 'homework_progress_reached', progressSql(REACHED_STUDENTS), [homeworkIds])
      : await progressOfStudent(db)(`{${homeworkIds.join(',')}}`, student);
  return rows.map(toEntryProgress);
}

export function toEntryProgress(r: ProgressRow): EntryProgress {
  const right = r.matific ? (r.marked ? r.repeat : 0) : Number(r.right_answers);
  return {
    homework: r.homework,
    game: r.game,
    student: r.student,
    matific: r.matific,
    right_answers: right,
    answered: r.matific ? (r.marked ? 1 : 0) : Number(r.answered),
    seconds: Math.round(Number(r.seconds)),
    done: right >= r.repeat,
  };
}

/** Spec 002 section 4: 2 when every entry is done, 1 once anything was answered, else 0. */
export function completeStatus(entries: readonly HomeworkProgress[]): CompleteStatus {
  if (entries.length > 0 && entries.every((e) => e.done)) return DONE;
  return entries.some((e) => e.answered > 0) ? IN_PROGRESS : NOT_STARTED;
}

/** Per homework, per student: the entries' progress. */
export function byHomeworkAndStudent(rows: readonly EntryProgress[]): Map<number, Map<number, EntryProgress[]>> {
  const out = new Map<number, Map<number, EntryProgress[]>>();
  for (const row of rows) {
    const students = out.get(row.homework) ?? new Map<number, EntryProgress[]>();
    out.set(row.homework, students);
    students.set(row.student, [...(students.get(row.student) ?? []), row]);
  }
  return out;
}
