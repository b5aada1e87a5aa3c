// The student remote: /dashboard-student/*. Screens live in features/<name>/ and are routed here,
// inside the wrapper (tabs, sidebar, profile header). One query client per mount of the remote.
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { BrowserRouter, Route, Routes } from '@abacus/shared/router';
import { type QueryClient, QueryClientProvider, createQueryClient } from '@abacus/shared/query';
import { createRemoteLifecycles, NotFoundPage, session$, Spinner } from '@abacus/shared';
import { withRetry } from '@abacus/shared/lazy-retry';
import { StudentWrapper } from './features/wrapper/components/student-wrapper';
import { ContractRoute } from './features/contract/contract-route';
import { TrainingRoute } from './features/training/training-route';
import { ViewerGate } from './features/family/components/viewer-gate';
import { loadBundle } from './locales/load-bundle';
import { AREA, prefetchDashboard, preloadScreen } from './app/first-screen';

// Each screen is its own chunk, so the remote's entry stays small; a cold load fetches the first one at once.
const screen = <M,>(path: string, load: () => Promise<M>, pick: (module: M) => ComponentType) => ({
  path,
  load,
  Page: lazy(() => load().then((module) => ({ default: pick(module) }))),
});
const dashboardCode = withRetry(() => import(/* webpackChunkName: "screen-dashboard" */ './app/dashboard-route'));
const lessonCode = withRetry(() => import('./features/lesson/components/lesson-page'));
const statisticCode = withRetry(() => import('./features/statistic/components/statistic-page'));
const paymentsCode = withRetry(() => import('./features/payments/components/payments-page'));
const homeworkCode = withRetry(() => import('./features/homework/components/homework-page'));
const shopCode = withRetry(() => import('./features/shop/components/shop-page'));
const SCREENS = [
  screen(AREA, dashboardCode, (m) => m.DashboardRoute),
  screen(`${AREA}/main`, dashboardCode, (m) => m.DashboardRoute),
  screen(`${AREA}/lesson/:id`, lessonCode, (m) => m.LessonPage),
  screen(`${AREA}/statistic`, statisticCode, (m) => m.StatisticPage),
  screen(`${AREA}/history`, paymentsCode, (m) => m.PaymentsPage),
  screen(`${AREA}/homework`, homeworkCode, (m) => m.HomeworkPage),
  screen(`${AREA}/shop`, shopCode, (m) => m.ShopPage),
];
// Its own chunk too. The area waits for it (the boundary around the wrapper), so the tabs and the page never jump
// down when it arrives. The HTML sanitizer of its banner comes beside it when the stored profile has a message.
const profileHeaderCode = withRetry(
  () => import(/* webpackChunkName: "screen-profile-header" */ './features/profile-header/components/profile-header'),
);
const loadProfileHeader = () => {
  if (session$.getValue()?.profile.notification?.trim())
    void import('./features/profile-header/components/notification-html').catch(() => undefined);
  return profileHeaderCode();
};
const ProfileHeader = lazy(() => loadProfileHeader().then((m) => ({ default: m.ProfileHeader })));

// The first mount's query client starts with the first screen's code and data already asked for: in a task of their
// own, not in the one that runs this module (on a phone, the two together held the main thread for 200 ms).
let firstClient: QueryClient | null = createQueryClient();
const startFirstScreen = (client: QueryClient) => {
  preloadScreen(SCREENS, loadProfileHeader, window.location.pathname);
  prefetchDashboard(client, window.location.pathname, window.location.search);
};
setTimeout(startFirstScreen, 0, firstClient);
const takeQueryClient = () => {
  const client = firstClient ?? createQueryClient();
  firstClient = null;
  return client;
};

const Root = () => {
  const { t } = useTranslation('student');
  const [queryClient] = useState(takeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <ViewerGate>
          <Suspense fallback={<Spinner label={t('common:loading')} />}>
            <StudentWrapper header={<ProfileHeader />}>
              <Suspense fallback={<Spinner label={t('common:loading')} />}>
                <Routes>
                  {SCREENS.map(({ path, Page }) => (
                    <Route key={path} path={path} element={<Page />} />
                  ))}
                  <Route path={`${AREA}/contract`} element={<ContractRoute />} />
                  <Route path={`${AREA}/training`} element={<TrainingRoute />} />
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
