// "homeworks left" of the staff's student list (spec 002 "Student list row: statistic (played_games_total,
// homeworks_left)"): per student, the homework of this month's puzzle they have not finished yet, counted like
// their puzzle shows it (their own tile wins over their group's).
import { and, eq, inArray, or } from 'drizzle-orm';
import { DONE } from '@abacus/contract/homework';
import type { Db } from '../db/client.ts';
import { homeworks } from '../db/schema.ts';
import { completeStatus, entryProgress } from './homework-progress.ts';

export async function homeworksLeft(
  db: Db,
  students: { id: number; groupId: number | null }[],
  now: Date,
): Promise<Map<number, number>> {
  const out = new Map(students.map((s) => [s.id, 0]));
  if (students.length === 0) return out;
  const groupIds = [...new Set(students.flatMap((s) => (s.groupId === null ? [] : [s.groupId])))];
  const rows = await db
    .select()
    .from(homeworks)
    .where(
      and(
        eq(homeworks.year, now.getFullYear()),
        eq(homeworks.month, now.getMonth()),
        or(
          inArray(
            homeworks.userId,
            students.map((s) => s.id),
          ),
          groupIds.length ? inArray(homeworks.groupId, groupIds) : undefined,
        ),
      ),
    );
  const progress = await entryProgress(
    db,
    rows.map((h) => h.id),
  );
  for (const student of students) {
    const tiles = new Map<number, number>();
    for (const h of rows) if (h.userId === student.id) tiles.set(h.order, h.id);
    for (const h of rows)
      if (h.groupId !== null && h.groupId === student.groupId && !tiles.has(h.order)) tiles.set(h.order, h.id);
    let left = 0;
    for (const id of tiles.values()) {
      const entries = progress.filter((p) => p.homework === id && p.student === student.id);
      // A group's homework reaches a blocked student too when they look at their puzzle: count it as not done.
      if (completeStatus(entries) !== DONE) left++;
    }
    out.set(student.id, left);
  }
  return out;
}
