// GET lessons/homeworks?group=|user=&month=&year= (month zero-based): the homework of a calendar month. Read again
// on every visit, so the calendar shows what the editor just saved.
import { useQuery } from '@abacus/shared/query';
import { slideMonth } from '@abacus/contract/homework';
import type { HomeworkSummary } from '@abacus/contract/homework-schema';
import { api } from '@abacus/shared';
import { type CalendarTarget, targetQuery } from '../model/calendar-target';
import { monthKey } from './homework-keys';

export async function getHomeworks(target: CalendarTarget, year: number, month: number) {
  const params = { ...targetQuery(target), month, year };
  return (await api.get<HomeworkSummary[]>('lessons/homeworks', { params })).data;
}

export function useSlideHomeworks(target: CalendarTarget, slide: number) {
  const { year, month } = slideMonth(slide);
  return useQuery({
    queryKey: monthKey(target, year, month),
    queryFn: () => getHomeworks(target, year, month),
    refetchOnMount: 'always',
  });
}
