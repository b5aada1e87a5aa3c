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
import { completeStatus, type EntryProgress, toEntryProgress } from './homework-progress.ts';
import { type ListedHomework, oneByTile, summaryOf } from './homework-queries.ts';

const VERSION = '(select v.version from homework_version v where v.id = 1)';

/** An entry's answers as the month's read sends them (what a complete_status needs): entry id, right, answered. */
type EntryAnswers = [game: number, right: number, answered: number];

/**
 * The ids of the student's homework in the month ($1 the student, $2 the year, $3 the month zero-based): their own
 * and their group's; the student's answers in the month's entries since their reset (counters kept by triggers,
 * migration 0023); the entries a Matific mark newer than that reset counts for; and the version of homework: one row
 * (for a student who is not there too: no homework). Counters and marks name their homework's month (migration
 * 0027), so each is one index range of the student's rows, not a join from every entry of the month to its counter
 * (pg_stat_statements under pgbench, batches of 6: 213-219 -> 137-141 µs a statement; the answers as joined numbers,
 * not a JSON array built a row: 108 -> 87 with the ids given). What the month's entries have not (an entry replaced
 * while an answer was being counted; the homework of a group the student left) is left out by studentMonthSummaries,
 * which goes from the entries.
 */
export const monthAnswers = batchedRead<{
  homeworks: number[];
  /** EntryAnswers[] as JSON text: joined numbers, not a JSON value built a row (a sixth of the statement). */
  answers: string;
  marks: number[];
  version: number | null;
}>(
  'homework_month_answers',
  `select m.ids as homeworks,
      coalesce((select '[[' || string_agg(concat_ws(',', c.homework_game_id, c.right_answers, c.answered), '],[')
          || ']]'
        from homework_answer_counters c
        where c.user_id = $1 and c.year = $2 and c.month = $3 and c.answered > 0), '[]') as answers,
      coalesce((select json_agg(mk.homework_game_id) from homework_marks mk
        where mk.user_id = $1 and mk.year = $2 and mk.month = $3
          and not exists (select from homework_games hg
            join homework_resets r on r.homework_id = hg.homework_id and r.user_id = mk.user_id
            where hg.id = mk.homework_game_id and r.reset_at >= mk.marked_at)), '[]') as marks,
      ${VERSION} as version
    from (select array(select h.id from users s
        join homeworks h on h.year = $2 and h.month = $3 and (h.user_id = s.id or h.group_id = s.group_id)
        where s.id = $1) as ids) m`,
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
  const [{ homeworks: ids, answers, marks, version }] = await read(db)(student, year, month);
  const kept = await shapesAt(db, version, ids);
  const tiles = oneByTile([...kept.values()].sort(byTile).map((shape) => shape.homework));
  const answered = new Map((JSON.parse(answers) as EntryAnswers[]).map((entry) => [entry[0], entry]));
  const marked = new Set(marks);
  return tiles.map((h) => {
    const entries = kept.get(h.id)?.entries ?? [];
    const progress: EntryProgress[] = entries.map(({ game, position, repeat, matific }) => {
      const [, right = 0, count = 0] = answered.get(game) ?? [];
      return toEntryProgress({
        homework: h.id,
        game,
        student,
        position,
        repeat,
        matific,
        right_answers: right,
        answered: count,
        seconds: 0, // not in a summary
        marked: marked.has(game),
      });
    });
    return summaryOf(h, entries, progress.length > 0 ? [completeStatus(progress)] : [], true);
  });
}
