// /dashboard-student (Dashboard Student Main): learning groups, the History card, the day's game
// statistics and the all-time table (spec 000 "Student area"), for the viewed student.
import type { ComponentType } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { useAreaLink } from '@/lib/viewed-student/use-area-link';
import { useViewedStudent, type ViewedStudent } from '@/lib/viewed-student/use-viewed-student';
import { useLessonGroups } from '../api/get-lesson-groups';
import { ChartIcon, WalletIcon } from './icons';
import { LessonGroups } from './lesson-groups';
import { AllLockedNotice } from './all-locked-notice';
import { NoGroupNotice } from './no-group-notice';
import { OpenCard } from './open-card';
import '../dashboard.css';

type OfStudent = ComponentType<{ studentId: number }>;

interface Props {
  /** The day's figures and the all-time table come from the statistic feature (composed in src/app/). */
  TodayFigures: OfStudent;
  AllTimeFigures: OfStudent;
}

export function DashboardPage(props: Props) {
  const viewed = useViewedStudent();
  return viewed ? <Dashboard viewed={viewed} {...props} /> : null;
}

function Dashboard({ viewed, TodayFigures, AllTimeFigures }: Props & { viewed: ViewedStudent }) {
  const { studentId } = viewed;
  const { t } = useTranslation('student');
  const link = useAreaLink();
  // On a phone the cards stand under the lessons: shown once the lessons are in, they never jump down.
  const lessonsPending = useLessonGroups(studentId).isPending;

  return (
    <div className="dashboard" data-testid="dashboard">
      <section className="dashboard__lessons" aria-labelledby="dashboard-lessons">
        <h2 id="dashboard-lessons" className="dashboard__title">
          {t('dashboard.lessons')}
        </h2>
        <NoGroupNotice viewed={viewed} />
        <AllLockedNotice viewed={viewed} />
        <LessonGroups studentId={studentId} />
      </section>
      {!lessonsPending && (
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
            <TodayFigures studentId={studentId} />
          </section>
          <section className="dashboard-card">
            <AllTimeFigures studentId={studentId} />
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
      )}
    </div>
  );
}
