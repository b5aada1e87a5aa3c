// Route guards (spec 000 section 4, spec 002 section 2 "Guards"), as one pure function.
import { isStudentSide, RANK, type Role } from '@abacus/contract/roles';
import { canOpenList, landingPath } from './roles';

const SIGN_IN_ROUTES = new Set(['/', '/login']);

const stripSlash = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);
const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * Where the user must go instead of `pathname`, or null to let the navigation happen.
 * `role` is null when nobody is signed in.
 */
export function guardRedirect(rawPath: string, role: Role | null): string | null {
  const path = stripSlash(rawPath);
  const protectedArea = under(path, '/dashboard') || under(path, '/dashboard-student');

  if (!role) return protectedArea ? '/login' : null;
  // The super franchise may stay on the landing page: the background tester is there (spec 000 section 6).
  if (SIGN_IN_ROUTES.has(path) && !(path === '/' && role === 'super_franchise')) return landingPath(role);

  if (under(path, '/dashboard')) {
    if (isStudentSide(role)) return '/dashboard-student';
    const fallback = landingPath(role);
    const list = path.match(/^\/dashboard\/list\/([^/]+)/);
    if (list && !canOpenList(role, list[1])) return fallback;
    if (path === '/dashboard') return fallback;
    if (under(path, '/dashboard/restore') && RANK[role] <= RANK.parent) return '/dashboard';
    if (under(path, '/dashboard/discounts') && RANK[role] < RANK.franchise) return fallback;
    if ((under(path, '/dashboard/settings') || under(path, '/dashboard/lesson/add')) && role !== 'super_franchise') {
      return fallback;
    }
  }
  return null;
}
