// The staff remote: /dashboard/* (except the reports). Its routes come from the resource definitions
// (lib/resources): each resource names its screen here; one not built yet shows the 404 page inside the frame.
import '@abacus/contract/zod-setup-schema';
import { lazy, type ReactElement, Suspense, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { BrowserRouter, matchPath, Route, Routes, useParams } from '@abacus/shared/router';
import { QueryClientProvider, createQueryClient } from '@abacus/shared/query';
import { useAdminTexts } from '@abacus/admin-kit';
import { createRemoteLifecycles, ErrorPage, NotFoundPage, navigate, Spinner, signOut } from '@abacus/shared';
import { StaffFrame } from './features/frame/components/staff-frame';
import { type CalendarKind, parseTarget } from './features/homework-calendar/model/calendar-target';
import { mayOpen, RESOURCES, type StaffResource } from './lib/resources/resources';
import { useViewer } from './lib/session/use-viewer';
import { loadBundle } from './locales/load-bundle';
import '@abacus/admin-kit/admin-kit.css';
import { withRetry } from '@abacus/shared/lazy-retry';
import './components/staff-page.css';

const discountsCode = withRetry(() => import('./features/discounts/components/discounts-page'));
const DiscountsPage = lazy(() => discountsCode().then((m) => ({ default: m.DiscountsPage })));
const restoreCode = withRetry(() => import('./features/restore/components/restore-page'));
const RestorePage = lazy(() => restoreCode().then((m) => ({ default: m.RestorePage })));
const listCode = withRetry(
  () => import(/* webpackChunkName: "screen-list" */ './features/lists/components/list-route'),
);
const ListRoute = lazy(() => listCode().then((m) => ({ default: m.ListRoute })));
const addPersonCode = withRetry(() => import('./features/people/components/add-page'));
const AddPersonPage = lazy(() => addPersonCode().then((m) => ({ default: m.AddPersonPage })));
const groupCreateCode = withRetry(() => import('./features/groups/components/group-create-page'));
const GroupCreatePage = lazy(() => groupCreateCode().then((m) => ({ default: m.GroupCreatePage })));
const groupProfileCode = withRetry(() => import('./features/groups/components/group-profile-page'));
const GroupProfilePage = lazy(() => groupProfileCode().then((m) => ({ default: m.GroupProfilePage })));

const lessonsCode = withRetry(() => import('./features/lessons/components/lessons-route'));
const LessonsRoute = lazy(() => lessonsCode().then((m) => ({ default: m.LessonsRoute })));
const AddLessonRoute = lazy(() => lessonsCode().then((m) => ({ default: m.AddLessonRoute })));
const profileCode = withRetry(() => import('./features/profile/components/profile-page'));
const ProfilePage = lazy(() => profileCode().then((m) => ({ default: m.ProfilePage })));
const storageCode = withRetry(() => import('./features/storage/components/storage-page'));
const StoragePage = lazy(() => storageCode().then((m) => ({ default: m.StoragePage })));
const settingsCode = withRetry(() => import('./features/settings/components/settings-page'));
const SettingsPage = lazy(() => settingsCode().then((m) => ({ default: m.SettingsPage })));
const homeworkCalendarCode = withRetry(() => import('./features/homework-calendar/components/homework-calendar-page'));
const HomeworkCalendarPage = lazy(() => homeworkCalendarCode().then((m) => ({ default: m.HomeworkCalendarPage })));
const homeworkEditorCode = withRetry(() => import('./features/homework-editor/components/homework-editor-page'));
const HomeworkEditorPage = lazy(() => homeworkEditorCode().then((m) => ({ default: m.HomeworkEditorPage })));

/** /dashboard/profile/{id}/homework/* and /dashboard/group/{id}/homework/*: the calendar, and at `create` the editor
 * of a day (spec 002 "Homework calendar", "Homework editor"). */
function HomeworkRoute({ kind }: { kind: CalendarKind }) {
  const target = parseTarget(kind, useParams().id);
  if (!target) return <NotFoundPage />;
  return (
    <Routes>
      <Route index element={<HomeworkCalendarPage target={target} />} />
      <Route path="create" element={<HomeworkEditorPage target={target} />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** /dashboard/add/{role}: the group form, or a person's. */
function AddRoute() {
  const { role } = useParams();
  return role === 'group' ? <GroupCreatePage /> : <AddPersonPage />;
}

/** The screen, or the 403 page for a role the resource is not for (spec 002 section 2 "route guards"). */
function Guarded({ resource, children }: { resource: StaffResource; children: ReactElement }) {
  return mayOpen(resource, useViewer().role) ? (
    children
  ) : (
    <ErrorPage status={403} onHome={() => navigate('/')} onLogout={() => void signOut()} />
  );
}

type Screen = { element: ReactElement; code: () => Promise<unknown> };
const screen = (element: ReactElement, code: () => Promise<unknown>): Screen => ({ element, code });

/** The screen of a resource and the code it loads, or undefined while it is not built. */
function screenOf(resource: StaffResource): Screen | undefined {
  if (resource.list) return screen(<ListRoute role={resource.list} />, listCode);
  if (resource.key === 'deactivated') return screen(<ListRoute deactivated />, listCode);
  if (resource.key === 'add') return screen(<AddRoute />, () => Promise.all([addPersonCode(), groupCreateCode()]));
  if (resource.key === 'group') return screen(<GroupProfilePage />, groupProfileCode);
  if (resource.key === 'myProfile') return screen(<ProfilePage me />, profileCode);
  if (resource.key === 'profile') return screen(<ProfilePage />, profileCode);
  if (resource.key === 'restore') return screen(<RestorePage />, restoreCode);
  if (resource.key === 'discounts') return screen(<DiscountsPage />, discountsCode);
  if (resource.key === 'lessons') return screen(<LessonsRoute />, lessonsCode);
  if (resource.key === 'addLesson') return screen(<AddLessonRoute />, lessonsCode);
  if (resource.key === 'materials') return screen(<StoragePage />, storageCode);
  if (resource.key === 'settings') return screen(<SettingsPage />, settingsCode);
  if (resource.key === 'profileHomework') return screen(<HomeworkRoute kind="user" />, homeworkCalendarCode);
  if (resource.key === 'groupHomework') return screen(<HomeworkRoute kind="group" />, homeworkCalendarCode);
  return undefined;
}

const screens = RESOURCES.flatMap((resource) => {
  const built = screenOf(resource);
  return built ? [{ resource, ...built }] : [];
});

const routes = screens.map(({ resource, element }) => (
  <Route key={resource.key} path={resource.path} element={<Guarded resource={resource}>{element}</Guarded>} />
));

// A cold load fetches the first screen's code at once, beside the area's texts, not after them (issue 15).
screens
  .find(({ resource }) => matchPath(resource.path, window.location.pathname))
  ?.code()
  .catch(() => undefined);

function Screens() {
  const { t } = useTranslation('staff');
  const adminTexts = useAdminTexts();
  const spinner = <Spinner label={t('common:loading')} />;
  if (!adminTexts) return spinner;
  return (
    <Suspense fallback={spinner}>
      <Routes>
        {routes}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}

const Root = () => {
  const [queryClient] = useState(() => createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <StaffFrame>
          <Screens />
        </StaffFrame>
      </BrowserRouter>
    </QueryClientProvider>
  );
};

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: __REMOTE_NAME__,
  version: __REMOTE_VERSION__,
  namespace: 'staff',
  loadBundle,
  Root,
});
