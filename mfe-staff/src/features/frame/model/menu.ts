// The staff side menu by role (spec 002 section 2 "Shell").
import { RANK, type Role } from '@abacus/shared';

export interface MenuItem {
  key: string;
  to: string;
  minRole: Role;
  onlyRole?: Role;
}

export const MENU: MenuItem[] = [
  {
    key: 'masterFranchises',
    to: '/dashboard/list/master_franchise',
    minRole: 'super_franchise',
    onlyRole: 'super_franchise',
  },
  { key: 'franchises', to: '/dashboard/list/franchise', minRole: 'master_franchise' },
  { key: 'teachers', to: '/dashboard/list/teacher', minRole: 'franchise' },
  { key: 'groups', to: '/dashboard/list/group', minRole: 'teacher' },
  { key: 'students', to: '/dashboard/list/student', minRole: 'student' },
  { key: 'parents', to: '/dashboard/list/parent', minRole: 'student' },
  { key: 'finance', to: '/dashboard/reports/me', minRole: 'franchise' },
  { key: 'restore', to: '/dashboard/restore', minRole: 'teacher' },
  { key: 'lessons', to: '/dashboard/lessons', minRole: 'franchise' },
  { key: 'materials', to: '/dashboard/storage', minRole: 'student' },
  { key: 'settings', to: '/dashboard/settings', minRole: 'super_franchise', onlyRole: 'super_franchise' },
];

export const menuFor = (role: Role): MenuItem[] =>
  MENU.filter((item) => (item.onlyRole ? item.onlyRole === role : RANK[role] >= RANK[item.minRole]));
