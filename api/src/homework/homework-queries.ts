// Reading homework: a month of a student's or a group's calendar, one homework with its games, the results table.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CompleteStatus } from '@abacus/contract/homework';
import type { HomeworkDetail, HomeworkGame, HomeworkResults, HomeworkSummary } from '@abacus/contract/homework-schema';
import type { Db } from '../db/client.ts';
import { batchedRead } from '../db/batched.ts';
import { preparedOn } from '../db/prepared.ts';
import { homeworkGames, homeworks, users } from '../db/schema.ts';
import type { HomeworkRow, Target } from './homework-access.ts';
import { byHomeworkAndStudent, completeStatus, type EntryProgress, entryProgress } from './homework-progress.ts';

type GameRow = typeof homeworkGames.$inferSelect;

export function gameOut(g: GameRow, progress: EntryProgress | null): HomeworkGame {
  return {
    id: g.id,
    type: g.type as HomeworkGame['type'],
    repeat: g.repeat,
    calculation_method: g.calculationMethod as HomeworkGame['calculation_method'],
    option: g.option as HomeworkGame['option'],
    digit_type: g.digitType as HomeworkGame['digit_type'],
    digit: g.digit,
    speed: Number(g.speed),
    operation_number: g.operationNumber,
    difficult: g.difficult,
    difficult_2: g.difficult2,
    numbers: g.numbers,
    with_columns: g.withColumns,
    link: g.link,
    is_created: true,
    progress: progress
      ? {
          right_answers: progress.right_answers,
          answered: progress.answered,
          seconds: progress.seconds,
          done: progress.done,
        }
      : null,
  };
}

const gamesOfHomeworks = preparedOn((db) =>
  db
    .select()
    .from(homeworkGames)
    .where(sql`${homeworkGames.homeworkId} = any(${sql.placeholder('ids')}::int[])`)
    .orderBy(asc(homeworkGames.position), asc(homeworkGames.id))
    .prepare('homework_games_of'),
);

export async function gamesOf(db: Db, ids: number[]): Promise<GameRow[]> {
  if (ids.length === 0) return [];
  return gamesOfHomeworks(db).execute({ ids });
}

/** A homework of a month's list: its times as Dates, or already as the answer's ISO text. */
export type ListedHomework = Omit<HomeworkRow, 'created' | 'updated'> & {
  created: Date | string;
  updated: Date | string;
};
const isoOf = (time: Date | string) => (typeof time === 'string' ? time : time.toISOString());

/**
 * The summaries of `rows`: for one student (`student`), their complete_status; otherwise how many of the students
 * each reaches have finished it. (A student's month: studentMonthSummaries, month-progress.ts.)
 */
export async function summaries(db: Db, rows: ListedHomework[], student?: number): Promise<HomeworkSummary[]> {
  const ids = rows.map((h) => h.id);
  // One student's progress has a row for every entry of each homework, so it names the entries too; a group's
  // lists only the students it reaches (none for an empty group), so its entries are read apart.
  const [games, progress] = await Promise.all([
    student === undefined ? gamesOf(db, ids) : null,
    entryProgress(db, ids, student),
  ]);
  const entries = games
    ? games.map((g) => ({ homework: g.homeworkId, matific: g.type === 'matific' }))
    : progress.map((p) => ({ homework: p.homework, matific: p.matific }));
  const perHomework = byHomeworkAndStudent(progress);
  return rows.map((h) => {
    const students = perHomework.get(h.id) ?? new Map<number, EntryProgress[]>();
    const statuses = [...students.values()].map(completeStatus);
    return summaryOf(
      h,
      entries.filter((e) => e.homework === h.id),
      statuses,
      student !== undefined,
    );
  });
}

/**
 * A homework's summary from its entries and the complete_status of each student it reaches who has progress in it
 * (one at most for a student's own calendar, `forStudent`, whose status it is; a group's have none).
 */
export function summaryOf(
  h: ListedHomework,
  entries: readonly { matific: boolean }[],
  statuses: readonly CompleteStatus[],
  forStudent: boolean,
): HomeworkSummary {
  return {
    id: h.id,
    order: h.order,
    year: h.year,
    month: h.month,
    created: isoOf(h.created),
    updated: isoOf(h.updated),
    matific: entries.some((e) => e.matific),
    user: h.userId,
    group: h.groupId,
    games_count: entries.length,
    complete_status: forStudent ? (statuses[0] ?? 0) : null,
    students_total: statuses.length,
    students_done: statuses.filter((s) => s === 2).length,
  };
}

/**
 * The homework a student has in a month, one per tile: their own, else their group's (a personal homework on the
 * same tile wins: the teacher set it for this child).
 */
// The month's homework of a student ($1; $2 the year, $3 the month): their own, and their group's (none when the
// student has no group), as a condition on the homework `h`, and its columns as HomeworkRow names them.
const inStudentMonth = (h: string) => `${h}.year = $2 and ${h}.month = $3
  and (${h}.user_id = $1 or ${h}.group_id = (select u.group_id from users u where u.id = $1))`;
const homeworkColumns = (h: string) => `${h}.id, ${h}.user_id as "userId", ${h}.group_id as "groupId",
  ${h}.year, ${h}.month, ${h}."order", ${h}.author_id as "authorId", ${h}.created, ${h}.updated`;

const homeworksOfStudentMonth = batchedRead<HomeworkRow>(
  'homework_student_month',
  `select ${homeworkColumns('h')} from homeworks h where ${inStudentMonth('h')}
    order by h."order", h.user_id is null`,
  ['int', 'int', 'int'],
);

/** The first homework of each tile, of rows ordered by tile with the student's own first. */
export function oneByTile<R extends { order: number }>(rows: R[]): R[] {
  const byTile = new Map<number, R>();
  for (const row of rows) if (!byTile.has(row.order)) byTile.set(row.order, row);
  return [...byTile.values()];
}

export async function studentMonth(db: Db, student: number, year: number, month: number): Promise<HomeworkRow[]> {
  return oneByTile(await homeworksOfStudentMonth(db)(student, year, month));
}

export async function groupMonth(db: Db, group: number, year: number, month: number): Promise<HomeworkRow[]> {
  return db
    .select()
    .from(homeworks)
    .where(and(eq(homeworks.groupId, group), eq(homeworks.year, year), eq(homeworks.month, month)))
    .orderBy(asc(homeworks.order));
}

/** The homework on a target's tile, if any. */
export async function onTile(
  db: Db,
  target: Target,
  day: { year: number; month: number; order: number },
): Promise<HomeworkRow | null> {
  const [row] = await db
    .select()
    .from(homeworks)
    .where(
      and(
        target.user != null ? eq(homeworks.userId, target.user) : eq(homeworks.groupId, target.group!),
        target.user != null ? isNull(homeworks.groupId) : isNull(homeworks.userId),
        eq(homeworks.year, day.year),
        eq(homeworks.month, day.month),
        eq(homeworks.order, day.order),
      ),
    );
  return row ?? null;
}

export async function detailOf(db: Db, h: HomeworkRow, student?: number): Promise<HomeworkDetail> {
  const [summary] = await summaries(db, [h], student);
  const games = await gamesOf(db, [h.id]);
  const progress = student === undefined ? [] : await entryProgress(db, [h.id], student);
  const out = games.map((g) => gameOut(g, progress.find((p) => p.game === g.id) ?? null));
  return {
    ...summary,
    games: out,
    homeworks_left: student === undefined ? null : out.filter((g) => !g.progress?.done).length,
  };
}

/** Each student the homework reaches, with their result per game. */
export async function resultsOf(db: Db, h: HomeworkRow): Promise<HomeworkResults> {
  const [games, progress] = await Promise.all([gamesOf(db, [h.id]), entryProgress(db, [h.id])]);
  const perStudent = byHomeworkAndStudent(progress).get(h.id) ?? new Map<number, EntryProgress[]>();
  const ids = [...perStudent.keys()];
  const people = ids.length
    ? await db
        .select({ id: users.id, first_name: users.firstName, last_name: users.lastName })
        .from(users)
        .where(inArray(users.id, ids))
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    : [];
  return {
    games: games.map((g) => {
      const { progress: _, ...game } = gameOut(g, null);
      return game;
    }),
    students: people.map((p) => {
      const entries = perStudent.get(p.id) ?? [];
      return {
        ...p,
        complete_status: completeStatus(entries),
        games: entries.map(({ game, right_answers, answered, seconds, done }) => ({
          game,
          right_answers,
          answered,
          seconds,
          done,
        })),
      };
    }),
  };
}
