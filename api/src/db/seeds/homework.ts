// The demo group's homework of the current month (issue 12: "the demo student has a month of homework in every
// state"), laid over the play history seeded before it: tiles 1-5 are done by games the demo student already played
// (their records point at the homework's entries, so no statistic changes), tile 6 is in progress (one entry done,
// one not started), tile 7 is today's (nothing played), tiles 8-20 are locked. The five finished homeworks were paid
// 1 i$ each through the ledger, with their once-only reward keys.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { slideOf, TASK_REWARD } from '@abacus/contract/homework';
import { rewardKeys } from '../../homework/homework-rewards.ts';
import { gameData, games, homeworkGames, homeworks, indigoTransactions } from '../schema.ts';
import type { DemoSchool, SeedTx } from '../seed.ts';

export const DONE_TILES = 5;
const PLAYABLE = ['addition', 'negative', 'anzan', 'abacus_random'];
/** A game nobody has played yet: speedy numbers, elementary with the digit 4, five numbers a second apart. */
const SPEEDY = {
  type: 'addition',
  calculationMethod: 'oral',
  option: null,
  digitType: 'elementary',
  digit: [4],
  speed: '1.0',
  operationNumber: 5,
  difficult: 1,
};

export async function seedHomework(tx: SeedTx, school: DemoSchool, now = new Date()): Promise<void> {
  const year = now.getFullYear();
  const month = now.getMonth();
  if (slideOf(year, month) === null) return;
  // The student's one-expression games answered right, newest first: each will have been a homework entry.
  const right = await tx
    .select({
      id: games.id,
      type: games.type,
      digitType: games.digitType,
      digit: games.digit,
      speed: games.speed,
      difficult: games.difficult,
      operationNumber: games.operationNumber,
      calculationMethod: games.calculationMethod,
      option: games.option,
      answeredAt: sql<Date>`max(${gameData.answeredAt})`,
    })
    .from(games)
    .innerJoin(gameData, eq(gameData.gameId, games.id))
    .where(
      and(
        eq(games.userId, school.studentId),
        eq(games.withColumns, false),
        inArray(games.type, PLAYABLE),
        eq(gameData.isRightAnswer, true),
      ),
    )
    .groupBy(games.id)
    .having(sql`count(*) = 1`)
    .orderBy(desc(games.created))
    .limit(DONE_TILES + 1);
  if (right.length < DONE_TILES + 1) return;

  const entryOf = (g: (typeof right)[number], position: number, repeat = 1) => ({
    position,
    type: g.type,
    repeat,
    calculationMethod: g.calculationMethod,
    option: g.option === 'abacus' ? 'abacus' : null,
    digitType: g.digitType,
    digit: g.digit,
    speed: Number(g.speed).toFixed(1),
    operationNumber: Math.max(g.type === 'anzan' ? 3 : g.type === 'abacus_random' ? 1 : 2, g.operationNumber),
    difficult: g.difficult,
  });
  const day = (order: number) => ({
    groupId: school.groupId,
    year,
    month,
    order,
    authorId: school.teacherId,
    created: new Date(now.getTime() - (8 - order) * 86_400_000),
  });

  for (let order = 1; order <= DONE_TILES + 1; order++) {
    const game = right[DONE_TILES - order + 1]; // older games on earlier tiles
    const [homework] = await tx.insert(homeworks).values(day(order)).returning({ id: homeworks.id });
    const entries = [entryOf(game, 0)];
    // Tile 6 is in progress: its second game (3 of speedy numbers) is not played yet.
    if (order === DONE_TILES + 1) entries.push({ ...SPEEDY, position: 1, repeat: 3 });
    const [first] = await tx
      .insert(homeworkGames)
      .values(entries.map((e) => ({ ...e, homeworkId: homework.id })))
      .returning({ id: homeworkGames.id });
    await tx.update(games).set({ homeworkId: homework.id, homeworkGameId: first.id }).where(eq(games.id, game.id));
    if (order <= DONE_TILES) {
      await tx.insert(indigoTransactions).values({
        userId: school.studentId,
        amount: TASK_REWARD,
        kind: 'homework_task',
        reason: 'Finished a homework task',
        rewardKey: rewardKeys.homework(homework.id),
        created: new Date(game.answeredAt),
      });
    }
  }
  // Today's tile: two games nobody has played yet.
  const [today] = await tx
    .insert(homeworks)
    .values(day(DONE_TILES + 2))
    .returning({ id: homeworks.id });
  await tx.insert(homeworkGames).values([
    { ...SPEEDY, position: 0, repeat: 2, homeworkId: today.id },
    {
      position: 1,
      type: 'multiply',
      repeat: 2,
      numbers: [2, 3, 4],
      difficult: 1,
      operationNumber: 1,
      homeworkId: today.id,
    },
  ]);
}
