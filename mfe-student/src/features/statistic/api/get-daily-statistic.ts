import { queryOptions, useQuery } from '@abacus/shared/query';
import { api } from '@abacus/shared';
import type { DailyStatistic } from '@abacus/contract/statistics-schema';

/** One day of the history; the API sends every day, oldest first. */
export type { DailyStatistic };

const CHART_DAYS = 30;

async function getDailyStatistic(userId: number): Promise<DailyStatistic[]> {
  const params = { user: userId, days: CHART_DAYS };
  const { data } = await api.get<DailyStatistic[]>('lessons/game/data/statistic/daily', { params });
  return data;
}

const dailyStatisticQuery = (userId: number) =>
  queryOptions({
    queryKey: ['statistic', 'daily', userId, CHART_DAYS],
    queryFn: () => getDailyStatistic(userId),
  });

export const useDailyStatistic = (userId: number) => useQuery(dailyStatisticQuery(userId));
