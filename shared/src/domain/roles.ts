// Where each role lands and which lists it may open (spec 002 section 2 "Guards"). The roles and their ranks are
// @abacus/contract's (zod-free, so the shell's guards cost the landing page nothing).
import { RANK, type Role } from '@abacus/contract/roles';

export { isStaff, isStudentSide, RANK, ROLES, type Role } from '@abacus/contract/roles';

/** List roles a staff member can open: master_franchise, franchise, teacher, group, student, parent. */
export type ListRole = 'master_franchise' | 'franchise' | 'teacher' | 'group' | 'student' | 'parent';

const SUBORDINATE: Partial<Record<Role, ListRole>> = {
  super_franchise: 'master_franchise',
  master_franchise: 'franchise',
  franchise: 'teacher',
  teacher: 'group',
};

/** Where a signed-in user lands (spec 002 "Guards"). */
export function landingPath(role: Role): string {
  const list = SUBORDINATE[role];
  return list ? `/dashboard/list/${list}` : '/dashboard-student';
}

const LIST_RANK: Record<ListRole, number> = {
  master_franchise: RANK.master_franchise,
  franchise: RANK.franchise,
  teacher: RANK.teacher,
  group: 2.5,
  parent: RANK.parent,
  student: RANK.student,
};

/** A list of a role equal to or higher than one's own is not allowed (spec 002 "Guards"). */
export const canOpenList = (viewer: Role, list: string): boolean =>
  list in LIST_RANK && LIST_RANK[list as ListRole] < RANK[viewer];
