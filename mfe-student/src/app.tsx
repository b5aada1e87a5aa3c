// The student remote: /dashboard-student/*. Screens live in features/<name>/ and are routed here,
// inside the wrapper (tabs, sidebar, profile header). One query client per mount of the remote.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, createRemoteLifecycles, NotFoundPage, Spinner } from '@abacus/shared';
import { StudentWrapper } from './features/wrapper/components/student-wrapper';
import { ContractRoute } from './features/contract/contract-route';
import { TrainingRoute } from './features/training/training-route';
import { ViewerGate } from './features/family/components/viewer-gate';
import { loadBundle } from './locales/load-bundle';

// Each screen is its own chunk, so the remote's entry stays small.
const DashboardPage = lazy(() => import('./app/dashboard-route').then((m) => ({ default: m.DashboardRoute })));
const LessonPage = lazy(() =>
  import('./features/lesson/components/lesson-page').then((m) => ({ default: m.LessonPage })),
);
const StatisticPage = lazy(() =>
  import('./features/statistic/components/statistic-page').then((m) => ({ default: m.StatisticPage })),
);
const PaymentsPage = lazy(() =>
  import('./features/payments/components/payments-page').then((m) => ({ default: m.PaymentsPage })),
);
const HomeworkPage = lazy(() =>
  import('./features/homework/components/homework-page').then((m) => ({ default: m.HomeworkPage })),
);
const ShopPage = lazy(() => import('./features/shop/components/shop-page').then((m) => ({ default: m.ShopPage })));
// Its own chunk too: the header brings the HTML sanitizer, which the entry need not carry. The area waits for it
// (the boundary around the wrapper), so the tabs and the page never jump down when it arrives.
const ProfileHeader = lazy(() =>
  import('./features/profile-header/components/profile-header').then((m) => ({ default: m.ProfileHeader })),
);

const Root = () => {
  const { t } = useTranslation('student');
  const [queryClient] = useState(() => createQueryClient(QueryClient));
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <ViewerGate>
          <Suspense fallback={<Spinner label={t('common:loading')} />}>
            <StudentWrapper header={<ProfileHeader />}>
              <Suspense fallback={<Spinner label={t('common:loading')} />}>
                <Routes>
                  <Route path="/dashboard-student" element={<DashboardPage />} />
                  <Route path="/dashboard-student/main" element={<DashboardPage />} />
                  <Route path="/dashboard-student/lesson/:id" element={<LessonPage />} />
                  <Route path="/dashboard-student/statistic" element={<StatisticPage />} />
                  <Route path="/dashboard-student/history" element={<PaymentsPage />} />
                  <Route path="/dashboard-student/contract" element={<ContractRoute />} />
                  <Route path="/dashboard-student/homework" element={<HomeworkPage />} />
                  <Route path="/dashboard-student/shop" element={<ShopPage />} />
                  <Route path="/dashboard-student/training" element={<TrainingRoute />} />
                  <Route path="*" element={<NotFoundPage />} />
                </Routes>
              </Suspense>
            </StudentWrapper>
          </Suspense>
        </ViewerGate>
      </BrowserRouter>
    </QueryClientProvider>
  );
};

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: __REMOTE_NAME__,
  version: __REMOTE_VERSION__,
  namespace: 'student',
  loadBundle,
  Root,
});
