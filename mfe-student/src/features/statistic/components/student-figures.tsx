// A student's figures of today and of all time, for screens other than the statistic page (the dashboard).
// Both read the same query, so they make one request. A failed load shows dashes: the spec ignores
// statistics failures silently.
import { useDayStatistic } from '../api/get-day-statistic';
import { AllTimeTable } from './all-time-table';
import { DayFigures } from './day-figures';

/** Today in the student's time zone (the server's; not the phone's date). */
const useTodayStatistic = (studentId: number) => useDayStatistic(studentId, null);

export function TodayFigures({ studentId }: { studentId: number }) {
  const statistic = useTodayStatistic(studentId);
  return <DayFigures day={statistic.data?.today} busy={statistic.isFetching} />;
}

export function AllTimeFigures({ studentId }: { studentId: number }) {
  const statistic = useTodayStatistic(studentId);
  return <AllTimeTable allTime={statistic.data?.all_time} />;
}
