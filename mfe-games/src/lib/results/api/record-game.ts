// POST lessons/games: records a game the signed-in student is about to answer; one data row per expression.
import { api } from '@abacus/shared';
import type { RecordedGame } from '@abacus/contract/games-schema';
import type { RecordGameBody } from '../model/record-body';

export type { RecordedGame };
export type RecordedExpression = RecordedGame['data'][number];

export async function recordGame(body: RecordGameBody): Promise<RecordedGame> {
  const { data } = await api.post<RecordedGame>('lessons/games', body);
  return data;
}
