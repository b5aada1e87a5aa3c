// /dashboard-student (Dashboard Student Main): learning groups, the History card, the day's game
// statistics and the all-time table (spec 000 "Student area"), for the viewed student.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAreaLink } from '../../wrapper/hooks/use-area-link';
import { useViewedStudent } from '../../wrapper/hooks/use-viewed-student';
import { useDayStatistic } from '../../statistic/api/get-day-statistic';
import { AllTimeTable } from '../../statistic/components/all-time-table';
import { DayFigures } from '../../statistic/components/day-figures';
import { startOfDay } from '../../../lib/dates';
import { ChartIcon, WalletIcon } from './icons';
import { LessonGroups } from './lesson-groups';
import { OpenCard } from './open-card';
import '../dashboard.css';

export function DashboardPage() {
  const viewed = useViewedStudent();
  return viewed ? <Dashboard studentId={viewed.studentId} /> : null;
}

function Dashboard({ studentId }: { studentId: number }) {
  const { t } = useTranslation('student');
  const link = useAreaLink();
  const [today] = useState(() => startOfDay(new Date()));
  // A failed load shows dashes: the spec ignores statistics failures silently.
  const statistic = useDayStatistic(studentId, today);

  return (
    <div className="dashboard" data-testid="dashboard">
      <section className="dashboard__lessons" aria-labelledby="dashboard-lessons">
        <h2 id="dashboard-lessons" className="dashboard__title">
          {t('dashboard.lessons')}
        </h2>
        <LessonGroups studentId={studentId} />
      </section>
      <div className="dashboard__side">
        <OpenCard
          testId="history-card"
          icon={<ChartIcon />}
          title={t('dashboard.history.title')}
          text={t('dashboard.history.text')}
          action={t('dashboard.open')}
          to={link('/dashboard-student/statistic')}
        />
        <section className="dashboard-card" aria-labelledby="dashboard-today">
          <h2 id="dashboard-today" className="dashboard-card__title">
            {t('dashboard.today')}
          </h2>
          <DayFigures day={statistic.data?.today} busy={statistic.isFetching} />
        </section>
        <section className="dashboard-card">
          <AllTimeTable allTime={statistic.data?.all_time} />
        </section>
        <OpenCard
          testId="payments-card"
          icon={<WalletIcon />}
          title={t('dashboard.payments.title')}
          text={t('dashboard.payments.text')}
          action={t('dashboard.open')}
          to={link('/dashboard-student/history')}
        />
      </div>
    </div>
  );
}
