// The staff remote: /dashboard/* (except the reports). Its routes come from the resource definitions
// (lib/resources): each resource names its screen here; one not built yet shows the 404 page inside the frame.
import '@abacus/contract/zod-jitless-schema';
import { lazy, type ReactElement, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes, useParams } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useAdminTexts } from '@abacus/admin-kit';
import {
  createQueryClient,
  createRemoteLifecycles,
  ErrorPage,
  NotFoundPage,
  navigate,
  Spinner,
  signOut,
} from '@abacus/shared';
import { StaffFrame } from './features/frame/components/staff-frame';
import { type CalendarKind, parseTarget } from './features/homework-calendar/model/calendar-target';
import { mayOpen, RESOURCES, type StaffResource } from './lib/resources/resources';
import { useViewer } from './lib/session/use-viewer';
import { loadBundle } from './locales/load-bundle';
import '@abacus/admin-kit/admin-kit.css';
import './components/staff-page.css';

const DiscountsPage = lazy(() =>
  import('./features/discounts/components/discounts-page').then((m) => ({ default: m.DiscountsPage })),
);
const RestorePage = lazy(() =>
  import('./features/restore/components/restore-page').then((m) => ({ default: m.RestorePage })),
);
const ListRoute = lazy(() => import('./features/lists/components/list-route').then((m) => ({ default: m.ListRoute })));
const AddPersonPage = lazy(() =>
  import('./features/people/components/add-page').then((m) => ({ default: m.AddPersonPage })),
);
const GroupCreatePage = lazy(() =>
  import('./features/groups/components/group-create-page').then((m) => ({ default: m.GroupCreatePage })),
);
const GroupProfilePage = lazy(() =>
  import('./features/groups/components/group-profile-page').then((m) => ({ default: m.GroupProfilePage })),
);

const LessonsRoute = lazy(() =>
  import('./features/lessons/components/lessons-route').then((m) => ({ default: m.LessonsRoute })),
);
const AddLessonRoute = lazy(() =>
  import('./features/lessons/components/lessons-route').then((m) => ({ default: m.AddLessonRoute })),
);
const ProfilePage = lazy(() =>
  import('./features/profile/components/profile-page').then((m) => ({ default: m.ProfilePage })),
);
const StoragePage = lazy(() =>
  import('./features/storage/components/storage-page').then((m) => ({ default: m.StoragePage })),
);
const SettingsPage = lazy(() =>
  import('./features/settings/components/settings-page').then((m) => ({ default: m.SettingsPage })),
);
const HomeworkCalendarPage = lazy(() =>
  import('./features/homework-calendar/components/homework-calendar-page').then((m) => ({
    default: m.HomeworkCalendarPage,
  })),
);
const HomeworkEditorPage = lazy(() =>
  import('./features/homework-editor/components/homework-editor-page').then((m) => ({ default: m.HomeworkEditorPage })),
);

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

/** The screen of a resource, or undefined while it is not built. */
function screenOf(resource: StaffResource): ReactElement | undefined {
  if (resource.list) return <ListRoute role={resource.list} />;
  if (resource.key === 'deactivated') return <ListRoute deactivated />;
  if (resource.key === 'add') return <AddRoute />;
  if (resource.key === 'group') return <GroupProfilePage />;
  if (resource.key === 'myProfile') return <ProfilePage me />;
  if (resource.key === 'profile') return <ProfilePage />;
  if (resource.key === 'restore') return <RestorePage />;
  if (resource.key === 'discounts') return <DiscountsPage />;
  if (resource.key === 'lessons') return <LessonsRoute />;
  if (resource.key === 'addLesson') return <AddLessonRoute />;
  if (resource.key === 'materials') return <StoragePage />;
  if (resource.key === 'settings') return <SettingsPage />;
  if (resource.key === 'profileHomework') return <HomeworkRoute kind="user" />;
  if (resource.key === 'groupHomework') return <HomeworkRoute kind="group" />;
  return undefined;
}

const routes = RESOURCES.flatMap((resource) => {
  const screen = screenOf(resource);
  return screen
    ? [<Route key={resource.key} path={resource.path} element={<Guarded resource={resource}>{screen}</Guarded>} />]
    : [];
});

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
  const [queryClient] = useState(() => createQueryClient(QueryClient));
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
