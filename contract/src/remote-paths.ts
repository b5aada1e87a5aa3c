// Which remote owns which URL of the site. The shell mounts the remotes by it, and the API's remote map names the
// first files of the remote a page's path belongs to (GET remotes/map?path=, asked for by the page's first script
// before the shell has loaded, issue 15). Plain TypeScript, no zod: the shell reads it on every first load.
import type { Remote } from './releases.ts';
import { STATIC_PAGES } from './static-pages.ts';

const clean = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);
const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

const PUBLIC_PAGE_LIST = ['/', '/login', '/reset-password', ...STATIC_PAGES.map((page) => `/${page}`)];
const PUBLIC_PAGES = new Set(PUBLIC_PAGE_LIST);
/** The public site's addresses under which any path is its own (an activation link's). */
const PUBLIC_PREFIX = '/activate/';
/** The other remotes' sections: each path and everything under it (the reports' is inside the staff's). */
const STUDENT = '/dashboard-student';
const GAMES = ['/games', '/demo'];
const STAFF = '/dashboard';
const REPORTS = '/dashboard/reports';

export const ACTIVE_WHEN: Record<Remote, (path: string) => boolean> = {
  public: (p) => PUBLIC_PAGES.has(clean(p)) || p.startsWith(PUBLIC_PREFIX),
  student: (p) => under(p, STUDENT),
  games: (p) => GAMES.some((section) => under(p, section)),
  staff: (p) => under(p, STAFF) && !under(p, REPORTS),
  reports: (p) => under(p, REPORTS),
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The paths some remote owns (`ownerOf(path) !== null`) as one regular expression that JavaScript and nginx's PCRE
 * read alike: the gateway answers any other navigation with the shell's 404 page and the status 404
 * (scripts/nginx-config.mjs), as the API's own static site does with ownerOf (api/src/gateway/static-site.ts).
 */
export const KNOWN_PAGE_PATTERN = `^(?:(?:${PUBLIC_PAGE_LIST.map(escaped).join('|')})/?|${escaped(PUBLIC_PREFIX)}.*|(?:${[
  STUDENT,
  ...GAMES,
  STAFF,
]
  .map(escaped)
  .join('|')})(?:/.*)?)$`;

export const REMOTE_NAMES = Object.keys(ACTIVE_WHEN) as Remote[];

/** The remote that owns `path`; null where none does (the shell shows the 404 page). */
export const ownerOf = (path: string): Remote | null => REMOTE_NAMES.find((n) => ACTIVE_WHEN[n](path)) ?? null;

const DASHBOARD = new Set(['/dashboard-student', '/dashboard-student/main']);

/**
 * The lazy screens a path shows first, by their chunk names (`screen-*`, written to each remote's first-screens.json
 * by the build): the API's remote map names their files with the remote's first files, so a cold page asks for them
 * beside its remote's `./app` instead of once that has run (issue 15). Games' list is in its `./app` already.
 */
export function firstScreensOf(path: string): string[] {
  const p = clean(path);
  if (under(p, '/dashboard-student'))
    return DASHBOARD.has(p) ? ['screen-profile-header', 'screen-dashboard'] : ['screen-profile-header'];
  if (under(p, '/dashboard/list')) return ['screen-list'];
  if (/^\/dashboard\/reports\/[^/]+$/.test(p)) return ['screen-report'];
  return [];
}
