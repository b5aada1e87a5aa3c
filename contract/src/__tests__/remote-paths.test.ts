// KNOWN_PAGE_PATTERN, the gateway's list of the site's pages, says of every path what ownerOf says.
import { KNOWN_PAGE_PATTERN, ownerOf } from '../remote-paths';
import { STATIC_PAGES } from '../static-pages';

const PATHS = [
  '/',
  '//',
  '/login',
  '/login/',
  '/login/x',
  '/loginx',
  '/reset-password',
  ...STATIC_PAGES.flatMap((page) => [`/${page}`, `/${page}/`, `/${page}/more`]),
  '/activate',
  '/activate/',
  '/activate/MQ/abc',
  '/dashboard-student',
  '/dashboard-student/shop',
  '/dashboard-students',
  '/games',
  '/games/abacus-game',
  '/gamesx',
  '/demo',
  '/demo/addition',
  '/Demo',
  '/dashboard',
  '/dashboard/',
  '/dashboard/list/teacher',
  '/dashboard/reports/me',
  '/dashboards',
  '/nope',
  '/nope/dashboard',
  '/index.html.bak',
];

describe('the pattern of the pages some area owns', () => {
  it.each(PATHS)('%s', (path) => {
    expect(new RegExp(KNOWN_PAGE_PATTERN).test(path)).toBe(ownerOf(path) !== null);
  });

  it('knows the site, not everything', () => {
    expect(PATHS.filter((path) => new RegExp(KNOWN_PAGE_PATTERN).test(path)).length).toBeGreaterThan(20);
    expect(new RegExp(KNOWN_PAGE_PATTERN).test('/nope')).toBe(false);
  });
});
