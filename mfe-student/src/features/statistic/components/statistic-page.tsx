// /dashboard-student/statistic: the figures of a chosen day (date picker in dd/MM/yyyy) and the
// 30-day chart. A failed day is shown as dashes (spec: statistics load failures are ignored).
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { Link } from '@abacus/shared/router';
import { useAreaLink } from '@/lib/viewed-student/use-area-link';
import { useViewedStudent } from '@/lib/viewed-student/use-viewed-student';
import { formatDotted, startOfDay } from '@/lib/dates';
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
  const [today] = useState(() => startOfDay(new Date()));
  const [day, setDay] = useState(today);
  const statistic = useDayStatistic(studentId, day);

  return (
    <div className="statistic-page" data-testid="statistic-page">
      <Link className="statistic-back" to={link('/dashboard-student')}>
        {t('area.backToDashboard')}
      </Link>
      <h1>{t('statistic.title')}</h1>
      <section className="statistic-card">
        <DayPickerField value={day} max={today} onChange={setDay} />
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
