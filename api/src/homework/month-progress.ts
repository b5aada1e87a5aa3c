// A student's month of homework with their progress: the calendar every student dashboard opens (issue 16).
// What a homework is (its tile, times and entries) is the same for every student of its group, and staff change it
// rarely: each API process keeps it by id with the version of homework (migration 0025, db/kept-by-version.ts). What
// is the child's own (the answers of each entry since their reset, a Matific mark) is read on every request, in one
// statement with the version and the ids of the month's homework, and sent with the session (auth/session-read.ts).
import type { HomeworkSummary } from '@abacus/contract/homework-schema';
import type { Db } from '../db/client.ts';
import { batchedRead } from '../db/batched.ts';
import { isoUtc } from '../db/iso-time.ts';
import { keptByVersionPerId } from '../db/kept-by-version.ts';
import {
  completeStatus,
  type EntryProgress,
  PROGRESS_COLUMNS,
  PROGRESS_JOINS,
  toEntryProgress,
} from './homework-progress.ts';
import { type ListedHomework, oneByTile } from './homework-queries.ts';

const VERSION = '(select v.version from homework_version v where v.id = 1)';

/** An entry's answers as the month's read sends them: entry id, right answers, answered, seconds, Matific mark. */
type EntryAnswers = [game: number, right: number, answered: number, seconds: number, marked: boolean];

/**
 * The ids of the student's homework in the month ($1 the student, $2 the year, $3 the month zero-based): their own
 * and their group's; the answers of each entry the student answered or a Matific mark counts for (PROGRESS_COLUMNS:
 * counters kept by triggers since their reset, migration 0023); and the version of homework, all in one row. Half the
 * month's old statement, which sent every homework's columns and times with every entry (the demo student:
 * 109-118 -> 55-61 µs of PostgreSQL, timed alone).
 */
export const monthAnswers = batchedRead<{
  homeworks: number[] | null;
  answers: EntryAnswers[];
  version: number | null;
}>(
  'homework_month_answers',
  `select json_agg(distinct entry.homework) as homeworks,
      coalesce(json_agg(json_build_array(entry.game, entry.right_answers, entry.answered, entry.seconds, entry.marked))
        filter (where entry.answered > 0 or entry.marked), '[]') as answers,
      ${VERSION} as version
    from (
      select ${PROGRESS_COLUMNS}
        from users s
        join homeworks h on h.year = $2 and h.month = $3 and (h.user_id = s.id or h.group_id = s.group_id)
        left join homework_games hg on hg.homework_id = h.id
        ${PROGRESS_JOINS}
        where s.id = $1
    ) entry`,
  ['int', 'int', 'int'],
);

/** A homework as every student it reaches sees it: its row (times as ISO text) and its entries in order. */
interface HomeworkShape {
  homework: ListedHomework & { created: string; updated: string };
  entries: { game: number; position: number; repeat: number; matific: boolean }[];
}

/** The homework of `$1` (ids as an array's text) with their entries, and the version of homework they are at. */
const shapesRead = batchedRead<{
  homework: HomeworkShape['homework'];
  entries: [game: number, position: number, repeat: number, matific: boolean][];
  version: number | null;
}>(
  'homework_shapes',
  `select json_build_object('id', h.id, 'userId', h.user_id, 'groupId', h.group_id, 'year', h.year,
        'month', h.month, 'order', h."order", 'authorId', h.author_id,
        'created', ${isoUtc('h.created')}, 'updated', ${isoUtc('h.updated')}) as homework,
      coalesce(json_agg(json_build_array(hg.id, hg.position, hg.repeat, hg.type = 'matific')
        order by hg.position, hg.id) filter (where hg.id is not null), '[]') as entries,
      ${VERSION} as version
    from homeworks h
    left join homework_games hg on hg.homework_id = h.id
    where h.id = any($1::text::int[])
    group by h.id`,
  ['text'],
);

const shapesAt = keptByVersionPerId<HomeworkShape>(async (db, ids) => {
  const rows = await shapesRead(db)(`{${ids.join(',')}}`);
  return {
    version: rows[0]?.version ?? null,
    rows: new Map(
      rows.map(({ homework, entries }) => [
        homework.id,
        {
          homework,
          entries: entries.map(([game, position, repeat, matific]) => ({ game, position, repeat, matific })),
        },
      ]),
    ),
  };
});

/** By tile, the student's own homework first (it wins the tile: oneByTile), then by id. */
const byTile = (a: HomeworkShape, b: HomeworkShape) =>
  a.homework.order - b.homework.order ||
  Number(a.homework.userId === null) - Number(b.homework.userId === null) ||
  a.homework.id - b.homework.id;

/**
 * A student's month (one homework a tile) as the calendar lists it, with their complete_status of each: `read` is
 * monthAnswers, or the route's read that came with its session (auth/session-read.ts). A homework deleted between
 * the two reads is left out; an entry without answers has zeros. What `summaries` (homework-queries.ts) answers for
 * one student, without grouping a progress list by homework and student first.
 */
export async function studentMonthSummaries(
  db: Db,
  student: number,
  year: number,
  month: number,
  read: typeof monthAnswers = monthAnswers,
): Promise<HomeworkSummary[]> {
  const [{ homeworks: ids, answers, version }] = await read(db)(student, year, month);
  const kept = await shapesAt(db, version, ids ?? []);
  const tiles = oneByTile([...kept.values()].sort(byTile).map((shape) => shape.homework));
  const answered = new Map(answers.map((entry) => [entry[0], entry]));
  return tiles.map((h) => {
    const entries = kept.get(h.id)?.entries ?? [];
    const progress: EntryProgress[] = entries.map(({ game, position, repeat, matific }) => {
      const [, right = 0, count = 0, seconds = 0, marked = false] = answered.get(game) ?? [];
      return toEntryProgress({
        homework: h.id,
        game,
        student,
        position,
        repeat,
        matific,
        right_answers: right,
        answered: count,
        seconds,
        marked,
      });
    });
    const status = progress.length > 0 ? completeStatus(progress) : null;
    return {
      id: h.id,
      order: h.order,
      year: h.year,
      month: h.month,
      created: h.created,
      updated: h.updated,
      matific: entries.some((e) => e.matific),
      user: h.userId,
      group: h.groupId,
      games_count: entries.length,
      complete_status: status ?? 0,
      students_total: status === null ? 0 : 1,
      students_done: status === 2 ? 1 : 0,
    };
  });
}
