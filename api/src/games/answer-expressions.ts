import { eq, inArray, sql } from 'drizzle-orm';
import type { AnswerResult } from '@abacus/contract/games-schema';
import { assertSelf, canViewStudent } from '../access/student-access.ts';
import type { AuthUser } from '../auth/authenticate.ts';
import type { Db } from '../db/client.ts';
import { gameData, games } from '../db/schema.ts';
import { detail, NOT_FOUND } from '../http/errors.ts';
import { isDone, lockStudent, settleHomework } from '../homework/homework-rewards.ts';
import { isRightAnswer } from './expected-answer.ts';

export const ALREADY_ANSWERED = 'This expression has already been answered.';

/**
 * Answers expressions of the caller's games, once each, in one transaction; the server judges every answer.
 * Unknown ids, or ids of users the caller may not see: 404; another visible user's (teacher, parent): 403.
 */
export async function answerExpressions(
  db: Db,
  viewer: AuthUser,
  answers: { id: number; answer: string | null }[],
): Promise<AnswerResult[]> {
  return db.transaction(async (tx) => {
    const ids = answers.map((a) => a.id);
    const rows = await tx
      .select({
        id: gameData.id,
        userId: gameData.userId,
        operations: gameData.operations,
        answeredAt: gameData.answeredAt,
        type: games.type,
        option: games.option,
        homeworkId: games.homeworkId,
        homeworkGameId: games.homeworkGameId,
      })
      .from(gameData)
      .innerJoin(games, eq(games.id, gameData.gameId))
      .where(inArray(gameData.id, ids))
      .for('update', { of: gameData });
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const id of ids) {
      const row = byId.get(id);
      if (!row) throw detail(404, NOT_FOUND);
      if (row.userId === viewer.id) continue;
      if (!(await canViewStudent(tx, viewer, row.userId))) throw detail(404, NOT_FOUND);
      assertSelf(viewer, row.userId); // a parent or staff may look, never answer: 403
    }
    if (rows.some((r) => r.answeredAt !== null)) throw detail(400, ALREADY_ANSWERED);

    // Homework games: whether each homework was done before these answers, read under the student's lock.
    const homeworkIds = [
      ...new Set(rows.filter((r) => r.homeworkGameId !== null && r.homeworkId !== null).map((r) => r.homeworkId!)),
    ];
    const wasDone = new Map<number, boolean>();
    if (homeworkIds.length) {
      await lockStudent(tx as unknown as Db, viewer.id);
      for (const id of homeworkIds) wasDone.set(id, await isDone(tx as unknown as Db, id, viewer.id));
    }

    const results: AnswerResult[] = answers.map(({ id, answer }) => {
      const row = byId.get(id)!;
      return { id, answer, is_right_answer: isRightAnswer(row, row.operations, answer) };
    });
    // One statement for the whole set: every answer gets the same answered_at.
    const judged = sql.join(
      results.map((r) => sql`(${r.id}::integer, ${r.answer}::varchar, ${r.is_right_answer}::boolean)`),
      sql`, `,
    );
    await tx
      .update(gameData)
      .set({ answer: sql`judged.answer`, isRightAnswer: sql`judged.is_right`, answeredAt: new Date() })
      .from(sql`(values ${judged}) as judged(id, answer, is_right)`)
      .where(eq(gameData.id, sql`judged.id`));
    for (const id of homeworkIds) {
      const reward = await settleHomework(tx as unknown as Db, viewer.id, id, wasDone.get(id)!);
      for (const r of results) if (byId.get(r.id)!.homeworkId === id) r.homework_reward = reward;
    }
    return results;
  });
}
