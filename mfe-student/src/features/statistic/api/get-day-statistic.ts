import { queryOptions, useQuery } from '@abacus/shared/query';
import { api } from '@abacus/shared';
import type { DayStatistic } from '@abacus/contract/statistics-schema';
import { toIsoDate } from '@/lib/dates';

/** Counts of answered expressions. */
export type { DayStatistic };

async function getDayStatistic(userId: number, day: Date): Promise<DayStatistic> {
  const params = { day: day.getDate(), month: day.getMonth() + 1, year: day.getFullYear(), user: userId };
  const { data } = await api.get<DayStatistic>('lessons/game/data/statistic', { params });
  return data;
}

export const dayStatisticQuery = (userId: number, day: Date) =>
  queryOptions({
    queryKey: ['statistic', 'day', userId, toIsoDate(day)],
    queryFn: () => getDayStatistic(userId, day),
  });

export const useDayStatistic = (userId: number, day: Date) => useQuery(dayStatisticQuery(userId, day));
