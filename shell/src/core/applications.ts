// Which remote owns which URL. One single-spa application per remote, each exposing ./app.
import type { Remote } from '@abacus/contract/releases';
import { STATIC_PAGES } from '@abacus/contract/static-pages';

/** The five remotes, as the contract names them. */
export type RemoteName = Remote;

const clean = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);
const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

const PUBLIC_PAGES = new Set(['/', '/login', '/reset-password', ...STATIC_PAGES.map((page) => `/${page}`)]);

export const ACTIVE_WHEN: Record<RemoteName, (path: string) => boolean> = {
  public: (p) => PUBLIC_PAGES.has(clean(p)) || p.startsWith('/activate/'),
  student: (p) => under(p, '/dashboard-student'),
  games: (p) => under(p, '/games') || under(p, '/demo'),
  staff: (p) => under(p, '/dashboard') && !under(p, '/dashboard/reports'),
  reports: (p) => under(p, '/dashboard/reports'),
};

export const REMOTE_NAMES = Object.keys(ACTIVE_WHEN) as RemoteName[];

/** No remote claims this path: the shell shows the 404 page. */
export const ownerOf = (path: string): RemoteName | null => REMOTE_NAMES.find((n) => ACTIVE_WHEN[n](path)) ?? null;
