// Spec 002 "Rewards": 1 i$ when a student finishes a homework (a day tile), 3 i$ when that finishes all 20 tiles of
// the month's puzzle. Paid through the i$ ledger inside the transaction of the finishing answer, each once per
// student: the ledger's unique (user, reward_key) makes a second payment impossible, and a per-student advisory lock
// makes two answers finishing the last two games at the same moment see each other's work (without it, each would
// find the other game unfinished and nobody would be paid).
import { sql } from 'drizzle-orm';
import { PUZZLE_REWARD, PUZZLE_TILES, TASK_REWARD } from '@abacus/contract/homework';
import type { HomeworkReward } from '@abacus/contract/homework-schema';
import type { Db } from '../db/client.ts';
import { indigoTransactions } from '../db/schema.ts';
import { findHomework } from './homework-access.ts';
import { byHomeworkAndStudent, completeStatus, entryProgress } from './homework-progress.ts';
import { studentMonth } from './homework-queries.ts';

/** Advisory lock namespace of homework settlement (any constant unique in this code base). */
const LOCK_SPACE = 8120;

export const rewardKeys = {
  homework: (id: number) => `homework:${id}`,
  puzzle: (year: number, month: number) => `puzzle:${year}-${month}`,
};

async function pay(
  db: Db,
  user: number,
  amount: string,
  kind: 'homework_task' | 'puzzle',
  key: string,
  reason: string,
) {
  const rows = await db
    .insert(indigoTransactions)
    .values({ userId: user, amount, kind, reason, rewardKey: key })
    .onConflictDoNothing()
    .returning({ id: indigoTransactions.id });
  return rows.length > 0;
}

/**
 * Settles one homework for a student after their answer: call inside the answer's transaction. `wasDone` is
 * whether it was done before this answer (read under the same lock by the caller, see `lockStudent`).
 */
export async function settleHomework(db: Db, student: number, homeworkId: number, wasDone: boolean) {
  const done = await isDone(db, homeworkId, student);
  const reward: HomeworkReward = {
    homework: homeworkId,
    task_done: done && !wasDone,
    puzzle_opened: false,
    paid: '0.00',
  };
  if (!reward.task_done) return reward;
  let paid = 0;
  if (
    await pay(db, student, TASK_REWARD, 'homework_task', rewardKeys.homework(homeworkId), 'Finished a homework task')
  ) {
    paid += Number(TASK_REWARD);
  }
  const h = await findHomework(db, homeworkId);
  const month = await studentMonth(db, student, h.year, h.month);
  if (month.length === PUZZLE_TILES) {
    const progress = byHomeworkAndStudent(
      await entryProgress(
        db,
        month.map((m) => m.id),
        student,
      ),
    );
    const allDone = month.every((m) => completeStatus(progress.get(m.id)?.get(student) ?? []) === 2);
    if (allDone) {
      reward.puzzle_opened = true;
      const key = rewardKeys.puzzle(h.year, h.month);
      if (await pay(db, student, PUZZLE_REWARD, 'puzzle', key, 'Opened a puzzle')) paid += Number(PUZZLE_REWARD);
    }
  }
  reward.paid = paid.toFixed(2);
  return reward;
}

/** Serializes a student's homework answers (released at the end of the transaction). */
export async function lockStudent(db: Db, student: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}::int, ${student}::int)`);
}

export async function isDone(db: Db, homeworkId: number, student: number): Promise<boolean> {
  const entries = await entryProgress(db, [homeworkId], student);
  return completeStatus(entries) === 2;
}
