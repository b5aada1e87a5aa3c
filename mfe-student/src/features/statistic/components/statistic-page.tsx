// /dashboard-student/statistic: the figures of a chosen day (date picker in dd/MM/yyyy) and the
// 30-day chart. A failed day is shown as dashes (spec: statistics load failures are ignored).
// "Today" is the student's, as the server files their games (their profile's zone): the last day of the 30-day
// history, until it loads the phone's date. Unless a day is chosen, today's figures are asked for as "today".
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { Link } from '@abacus/shared/router';
import { useAreaLink } from '@/lib/viewed-student/use-area-link';
import { useViewedStudent } from '@/lib/viewed-student/use-viewed-student';
import { formatDotted, fromIsoDate, startOfDay } from '@/lib/dates';
import { useDailyStatistic } from '../api/get-daily-statistic';
import { useDayStatistic } from '../api/get-day-statistic';
import { DailyChart } from './daily-chart';
import { DayFigures } from './day-figures';
import { DayPickerField } from './day-picker-field';
import '../statistic.css';

export function StatisticPage() {
  const viewed = useViewedStudent();
  return viewed ? <StatisticOf studentId={viewed.studentId} /> : null;
}

function StatisticOf({ studentId }: { studentId: number }) {
  const { t } = useTranslation('student');
  const link = useAreaLink();
  const [phoneToday] = useState(() => startOfDay(new Date()));
  const today = fromIsoDate(useDailyStatistic(studentId).data?.at(-1)?.date) ?? phoneToday;
  const [chosen, setChosen] = useState<Date | null>(null);
  const day = chosen ?? today;
  const statistic = useDayStatistic(studentId, chosen);

  return (
    <div className="statistic-page" data-testid="statistic-page">
      <Link className="statistic-back" to={link('/dashboard-student')}>
        {t('area.backToDashboard')}
      </Link>
      <h1>{t('statistic.title')}</h1>
      <section className="statistic-card">
        <DayPickerField value={day} max={today} onChange={setChosen} />
        <h2 className="statistic-card__title">{t('statistic.dayTitle', { date: formatDotted(day) })}</h2>
        <DayFigures day={statistic.data?.today} busy={statistic.isFetching} />
      </section>
      <section className="statistic-card">
        <h2 className="statistic-card__title">{t('statistic.chart.title')}</h2>
        <DailyChart studentId={studentId} />
      </section>
    </div>
  );
}
