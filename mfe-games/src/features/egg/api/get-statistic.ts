// GET lessons/game/data/statistic?user=: the student's answered and right expressions of all time.
import { api } from '@abacus/shared';
import type { AnswerTotals } from '@/engine/play/answer-totals';

interface Statistic {
  today: { total: number; right_answers: number };
  all_time: { total: number; total_right: number };
}

export async function getAnswerTotals(user: number): Promise<AnswerTotals> {
  const { data } = await api.get<Statistic>('lessons/game/data/statistic', { params: { user } });
  return { user, total: data.all_time.total, totalRight: data.all_time.total_right };
}
