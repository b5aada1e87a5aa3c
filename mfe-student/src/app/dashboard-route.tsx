// The dashboard screen: the dashboard feature's page with the statistic feature's figures in it.
import { AllTimeFigures, TodayFigures } from '@/features/statistic/components/student-figures';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';

export function DashboardRoute() {
  return <DashboardPage TodayFigures={TodayFigures} AllTimeFigures={AllTimeFigures} />;
}
