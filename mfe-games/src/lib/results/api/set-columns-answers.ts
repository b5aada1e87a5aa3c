// POST lessons/game/data/set_columns_answers: the answers of every column of a recorded columns game, in one
// call (and one transaction on the server, which judges each answer itself). A column left unanswered when
// time ran out is sent with answer null: the server counts it wrong.
import { api } from '@abacus/shared';
import type { ColumnAnswer } from '@abacus/contract/games-schema';
import type { JudgedAnswer } from './answer-expression';

export type { ColumnAnswer };

export async function setColumnsAnswers(answers: readonly ColumnAnswer[]): Promise<JudgedAnswer[]> {
  const { data } = await api.post<JudgedAnswer[]>('lessons/game/data/set_columns_answers', answers);
  return data;
}
