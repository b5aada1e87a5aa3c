// GET lessons/game/data/statistic?user=: the student's answered and right expressions of all time.
import { queryOptions, useQuery } from '@abacus/shared/query';
import { api } from '@abacus/shared';
import type { AnswerTotals } from '@/engine/play/answer-totals';
import { eggKeys } from './egg-keys';

interface Statistic {
  today: { total: number; right_answers: number };
  all_time: { total: number; total_right: number };
}

export async function getAnswerTotals(user: number): Promise<AnswerTotals> {
  const { data } = await api.get<Statistic>('lessons/game/data/statistic', { params: { user } });
  return { user, total: data.all_time.total, totalRight: data.all_time.total_right };
}

// Asked once each time the egg appears, never served from an older visit: the totals move on with every
// answer after it (engine/play/answer-totals.ts), so a cached copy would count backwards.
const answerTotalsQuery = (user: number) =>
  queryOptions({
    queryKey: eggKeys.answerTotals(user),
    queryFn: () => getAnswerTotals(user),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnReconnect: false,
  });

export const useAnswerTotalsQuery = (user: number) => useQuery(answerTotalsQuery(user));
