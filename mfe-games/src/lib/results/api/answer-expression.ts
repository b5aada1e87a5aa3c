// PATCH lessons/game/data/{id}: the answer to one recorded expression, once. The server judges it itself;
// its verdict is what the statistics count.
import { api } from '@abacus/shared';
import type { AnswerResult as JudgedAnswer } from '@abacus/contract/games-schema';

export type { JudgedAnswer };

export async function answerExpression(id: number, answer: string, isRightAnswer: boolean): Promise<JudgedAnswer> {
  const { data } = await api.patch<JudgedAnswer>(`lessons/game/data/${id}`, { answer, is_right_answer: isRightAnswer });
  return data;
}
