// Setting homework: save a day's games (new, or replacing the games of the one already there: re-saving reopens
// it for every student, spec 002 section 2 "after re-saving a task, students who completed it will have the puzzle
// closed"), copy it to other days, close it for students (their earlier answers stop counting).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { HOMEWORK_EXISTS, lengthRangeOf } from '@abacus/contract/homework';
import type { HomeworkGameValues } from '@abacus/contract/homework-schema';
import type { Db } from '../db/client.ts';
import { homeworkGames, homeworkResets, homeworks, users } from '../db/schema.ts';
import { fieldErrors, sqlState } from '../http/errors.ts';
import type { HomeworkRow, Target } from './homework-access.ts';
import { gamesOf, onTile } from './homework-queries.ts';

type Day = { year: number; month: number; order: number };

const gameValues = (homeworkId: number, games: HomeworkGameValues[]) =>
  games.map((g, position) => ({
    homeworkId,
    position,
    type: g.type,
    repeat: g.repeat,
    calculationMethod: g.calculation_method,
    option: g.type === 'matific' ? null : (g.option ?? null),
    digitType: g.type === 'matific' ? null : (g.digit_type ?? null),
    digit: g.type === 'matific' ? [] : g.digit,
    speed: g.speed.toFixed(1),
    operationNumber: lengthRangeOf(g)[0] === lengthRangeOf(g)[1] ? 1 : g.operation_number,
    difficult: g.difficult,
    difficult2: g.difficult_2 ?? null,
    numbers: g.type === 'matific' ? [] : g.numbers,
    withColumns: g.type === 'matific' ? false : g.with_columns,
    link: g.type === 'matific' ? (g.link ?? null) : null,
  }));

/** A unique-index clash on a tile: someone set homework there meanwhile. */
const tileTaken = (err: unknown) => sqlState(err) === '23505';

/** Creates the tile's homework, or replaces the games of the one there. Returns it and whether it is new. */
export async function saveHomework(
  db: Db,
  author: number,
  target: Target,
  day: Day,
  games: HomeworkGameValues[],
  onlyNew = false,
): Promise<{ homework: HomeworkRow; created: boolean }> {
  try {
    return await db.transaction(async (tx) => {
      const existing = await onTile(tx as unknown as Db, target, day);
      // A create form whose day got homework meanwhile (another tab, another teacher) must not replace it.
      if (existing && onlyNew) throw fieldErrors({ order: [HOMEWORK_EXISTS] });
      let homework: HomeworkRow;
      if (existing) {
        await tx.delete(homeworkGames).where(eq(homeworkGames.homeworkId, existing.id));
        // Answers to the old games no longer count; a reset is kept only for what the old games left behind.
        await tx.delete(homeworkResets).where(eq(homeworkResets.homeworkId, existing.id));
        [homework] = await tx
          .update(homeworks)
          .set({ updated: new Date(), authorId: author })
          .where(eq(homeworks.id, existing.id))
          .returning();
      } else {
        [homework] = await tx
          .insert(homeworks)
          .values({ ...day, userId: target.user ?? null, groupId: target.group ?? null, authorId: author })
          .returning();
      }
      await tx.insert(homeworkGames).values(gameValues(homework.id, games));
      return { homework, created: !existing };
    });
  } catch (err) {
    if (tileTaken(err)) throw fieldErrors({ order: [HOMEWORK_EXISTS] });
    throw err;
  }
}

/** Copies the games of `source` to each day; a day already holding homework refuses the whole copy. */
export async function copyHomework(
  db: Db,
  author: number,
  source: HomeworkRow,
  target: Target,
  days: Day[],
): Promise<HomeworkRow[]> {
  const unique = [...new Map(days.map((d) => [`${d.year}-${d.month}-${d.order}`, d])).values()];
  const games = await gamesOf(db, [source.id]);
  try {
    return await db.transaction(async (tx) => {
      const taken: Day[] = [];
      for (const day of unique) if (await onTile(tx as unknown as Db, target, day)) taken.push(day);
      if (taken.length) throw fieldErrors({ orders: [HOMEWORK_EXISTS] }, { days: taken });
      const created = await tx
        .insert(homeworks)
        .values(
          unique.map((d) => ({ ...d, userId: target.user ?? null, groupId: target.group ?? null, authorId: author })),
        )
        .returning();
      await tx.insert(homeworkGames).values(
        created.flatMap((h) =>
          games.map(({ id: _, homeworkId: __, ...g }) => ({
            ...g,
            homeworkId: h.id,
          })),
        ),
      );
      return created.sort((a, b) => a.year - b.year || a.month - b.month || a.order - b.order);
    });
  } catch (err) {
    if (tileTaken(err)) throw fieldErrors({ orders: [HOMEWORK_EXISTS] });
    throw err;
  }
}

/** Closes the homework for these students (those it reaches): their answers so far stop counting. */
export async function closeFor(db: Db, homework: HomeworkRow, students: number[]): Promise<number> {
  const reached = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, students),
        eq(users.role, 'student'),
        homework.userId !== null ? eq(users.id, homework.userId) : eq(users.groupId, homework.groupId!),
      ),
    );
  if (reached.length === 0) return 0;
  await db
    .insert(homeworkResets)
    .values(reached.map((s) => ({ homeworkId: homework.id, userId: s.id })))
    .onConflictDoUpdate({
      target: [homeworkResets.homeworkId, homeworkResets.userId],
      set: { resetAt: sql`now()` },
    });
  return reached.length;
}

/** The students of these groups. */
export async function studentsOfGroups(db: Db, groups: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.groupId, groups), eq(users.role, 'student')));
  return rows.map((r) => r.id);
}
