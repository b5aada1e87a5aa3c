// The staff area's resources (spec 002 section 2): each is one definition of its route, its page title, its menu
// entry and who sees it. The routes (app/routes.tsx), the side menu and the header title are all derived from here.
import { matchPath } from '@abacus/shared/router';
import { type ListRole, RANK, type Role } from '@abacus/shared';

export interface StaffResource {
  key: string;
  /** The route pattern (react-router): `:param`, and `/*` for a whole subtree. */
  path: string;
  /** The i18n key (staff namespace) of the header title. */
  title: string;
  /** A list screen of this role. */
  list?: ListRole;
  /** Shown in the side menu from `minRole` up, or only to `onlyRole`; `to` when the link is not the path. */
  menu?: { minRole: Role; onlyRole?: Role; to?: string };
  /** Who may open it when that is not the menu's roles (spec 002 section 2: add-lesson is the super franchise's). */
  only?: Role;
  /** A screen without a menu entry for this rank and above (the homework calendars: staff, not parents). */
  from?: Role;
}

const list = (key: string, role: ListRole, menu: StaffResource['menu']): StaffResource => ({
  key,
  path: `/dashboard/list/${role}`,
  title: `menu.${key}`,
  list: role,
  menu,
});

/** In the order of the side menu; the screens without a menu entry after them. */
export const RESOURCES: StaffResource[] = [
  list('masterFranchises', 'master_franchise', { minRole: 'super_franchise', onlyRole: 'super_franchise' }),
  list('franchises', 'franchise', { minRole: 'master_franchise' }),
  list('teachers', 'teacher', { minRole: 'franchise' }),
  list('groups', 'group', { minRole: 'teacher' }),
  list('students', 'student', { minRole: 'student' }),
  list('parents', 'parent', { minRole: 'student' }),
  {
    key: 'finance',
    path: '/dashboard/reports/:id',
    title: 'menu.finance',
    menu: { minRole: 'franchise', to: '/dashboard/reports/me' },
  },
  { key: 'restore', path: '/dashboard/restore', title: 'menu.restore', menu: { minRole: 'teacher' } },
  {
    key: 'lessons',
    path: '/dashboard/lessons/*',
    title: 'menu.lessons',
    menu: { minRole: 'franchise', to: '/dashboard/lessons' },
  },
  { key: 'materials', path: '/dashboard/storage', title: 'menu.materials', menu: { minRole: 'student' } },
  {
    key: 'discounts',
    path: '/dashboard/discounts',
    title: 'menu.discounts',
    menu: { minRole: 'super_franchise', onlyRole: 'super_franchise' },
  },
  {
    key: 'settings',
    path: '/dashboard/settings',
    title: 'menu.settings',
    menu: { minRole: 'super_franchise', onlyRole: 'super_franchise' },
  },
  { key: 'deactivated', path: '/dashboard/list/:role/deactivated', title: 'title.deactivated' },
  { key: 'add', path: '/dashboard/add/:role', title: 'title.add' },
  { key: 'myProfile', path: '/dashboard/profile/me', title: 'title.myProfile' },
  { key: 'profileHomework', path: '/dashboard/profile/:id/homework/*', title: 'title.homework', from: 'teacher' },
  { key: 'profile', path: '/dashboard/profile/:id', title: 'title.profile' },
  { key: 'groupHomework', path: '/dashboard/group/:id/homework/*', title: 'title.homework', from: 'teacher' },
  { key: 'group', path: '/dashboard/group/:id', title: 'title.group' },
  { key: 'addLesson', path: '/dashboard/lesson/*', title: 'lessons.createTitle', only: 'super_franchise' },
];

export interface MenuItem {
  key: string;
  to: string;
}

/** The side menu of a role (spec 002 section 2 "Shell"). */
export function menuFor(role: Role): MenuItem[] {
  return RESOURCES.filter((resource) => resource.menu && mayOpen(resource, role)).map(({ key, path, menu }) => ({
    key,
    to: menu?.to ?? path,
  }));
}

/** May `role` open `resource` (its menu's roles; everyone for a screen without a menu entry)? */
export function mayOpen(resource: StaffResource, role: Role): boolean {
  if (resource.only) return resource.only === role;
  if (resource.from) return RANK[role] >= RANK[resource.from];
  const { menu } = resource;
  if (!menu) return true;
  return menu.onlyRole ? menu.onlyRole === role : RANK[role] >= RANK[menu.minRole];
}

/** The resource a path opens, or undefined. */
export const resourceAt = (pathname: string): StaffResource | undefined =>
  RESOURCES.find((resource) => matchPath(resource.path, pathname));

/** The header title of a path (an i18n key of the staff namespace). */
export const pageTitleKey = (pathname: string): string => resourceAt(pathname)?.title ?? 'title.dashboard';
