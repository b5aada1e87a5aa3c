import { queryOptions, useQuery } from '@abacus/shared/query';
import { api } from '@abacus/shared';
import type { DayStatistic } from '@abacus/contract/statistics-schema';
import { toIsoDate } from '@/lib/dates';

/** Counts of answered expressions. */
export type { DayStatistic };

/**
 * `day` null: today in the STUDENT's time zone, which the server knows (the phone's date may be another day: a
 * tester's phone in UTC showed 0 played at 00:10 in Kyiv, the day the games were filed under).
 */
async function getDayStatistic(userId: number, day: Date | null): Promise<DayStatistic> {
  const params = day
    ? { day: day.getDate(), month: day.getMonth() + 1, year: day.getFullYear(), user: userId }
    : { user: userId };
  const { data } = await api.get<DayStatistic>('lessons/game/data/statistic', { params });
  return data;
}

export const dayStatisticQuery = (userId: number, day: Date | null) =>
  queryOptions({
    queryKey: ['statistic', 'day', userId, day ? toIsoDate(day) : 'today'],
    queryFn: () => getDayStatistic(userId, day),
  });

export const useDayStatistic = (userId: number, day: Date | null) => useQuery(dayStatisticQuery(userId, day));
