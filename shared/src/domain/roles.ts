// Roles and their ranks (spec 002 section 6: super franchise 6 ... student 1).
export const ROLES = ['student', 'parent', 'teacher', 'franchise', 'master_franchise', 'super_franchise'] as const;
export type Role = (typeof ROLES)[number];

export const RANK: Record<Role, number> = {
  student: 1,
  parent: 2,
  teacher: 3,
  franchise: 4,
  master_franchise: 5,
  super_franchise: 6,
};

/** List roles a staff member can open: master_franchise, franchise, teacher, group, student, parent. */
export type ListRole = 'master_franchise' | 'franchise' | 'teacher' | 'group' | 'student' | 'parent';

const SUBORDINATE: Partial<Record<Role, ListRole>> = {
  super_franchise: 'master_franchise',
  master_franchise: 'franchise',
  franchise: 'teacher',
  teacher: 'group',
};

export const isStaff = (role: Role) => RANK[role] >= RANK.teacher;
export const isStudentSide = (role: Role) => role === 'student' || role === 'parent';

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
