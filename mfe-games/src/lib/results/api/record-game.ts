// POST lessons/games: records a game the signed-in student is about to answer; one data row per expression.
import { api } from '@abacus/shared';
import type { WireItem } from '@/engine/play/wire-items';
import type { RecordGameBody } from '../model/record-body';

export interface RecordedExpression {
  id: number;
  operations: WireItem[];
  player: string | null;
  answer: string | null;
  is_right_answer: boolean | null;
}

export interface RecordedGame {
  id: number;
  data: RecordedExpression[];
}

export async function recordGame(body: RecordGameBody): Promise<RecordedGame> {
  const { data } = await api.post<RecordedGame>('lessons/games', body);
  return data;
}
