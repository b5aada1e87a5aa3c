// A cold load of the student area asks for its first screen's code and data at once, beside the area's texts (issue
// 15): they used to wait for each other (the texts, then the profile header, then the page, then its lessons), one
// network round trip each on a phone.
import type { QueryClient } from '@abacus/shared/query';
import { matchPath } from '@abacus/shared/router';
import { session$ } from '@abacus/shared';
import { lessonGroupsQuery } from '@/features/dashboard/api/get-lesson-groups';
import { dayStatisticQuery } from '@/features/statistic/api/get-day-statistic';
import { readOnlyFrom } from '@/lib/viewed-student/read-only';

export interface Screen {
  path: string;
  /** Fetches the screen's code (the same import its lazy page uses, so it is fetched once). */
  load: () => Promise<unknown>;
}

export const AREA = '/dashboard-student';
const DASHBOARD_PATHS = [AREA, `${AREA}/main`];

/** Starts the code of the screen at this location, and the profile header every screen shows. */
export function preloadScreen(screens: Screen[], loadHeader: () => Promise<unknown>, pathname: string): void {
  if (!matchPath(`${AREA}/*`, pathname)) return;
  void loadHeader().catch(() => undefined);
  void screens
    .find((screen) => matchPath(screen.path, pathname))
    ?.load()
    .catch(() => undefined);
}

/**
 * On the dashboard, asks for what it shows first: the lessons (its largest content) and today's figures, for the
 * student the page will show (the signed-in student, or `read_only`'s). A failure is left to the page's own query.
 */
export function prefetchDashboard(client: QueryClient, pathname: string, search: string): void {
  if (!DASHBOARD_PATHS.includes(pathname.replace(/\/$/, ''))) return;
  const profile = session$.getValue()?.profile;
  const studentId = readOnlyFrom(search)?.studentId ?? (profile?.role === 'student' ? profile.id : null);
  if (!studentId) return;
  void client.prefetchQuery(lessonGroupsQuery(studentId));
  void client.prefetchQuery(dayStatisticQuery(studentId, null));
}
