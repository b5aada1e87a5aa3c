// Spec 002 "Restore screen": the role filter checkboxes by the viewer's rank (master franchise: super only;
// franchise: master and above; teacher: franchise and above; parent and student: teacher and above), and which
// choice each restore needs (a group for a student, a franchise for a teacher, a master franchise for a franchise;
// none when the viewer is that parent themself).
import { RESTORE_ROLES, type RestoreRole } from '@abacus/contract/staff-tools-schema';
import { RANK, type Role } from '@abacus/shared';

const RESTORED_BY: Record<RestoreRole, Role> = {
  master_franchise: 'super_franchise',
  franchise: 'master_franchise',
  teacher: 'franchise',
  parent: 'teacher',
  student: 'teacher',
};

export const restoreRolesFor = (viewer: Role): RestoreRole[] =>
  RESTORE_ROLES.filter((role) => RANK[viewer] >= RANK[RESTORED_BY[role]]);

/** The `roles` URL parameter, kept to the roles the viewer may see. */
export const readRoles = (param: string | null, viewer: Role): RestoreRole[] => {
  const allowed = restoreRolesFor(viewer);
  return (param ?? '').split(',').filter((role): role is RestoreRole => allowed.includes(role as RestoreRole));
};

export type RestoreChoice =
  | { kind: 'none' }
  | { kind: 'group' }
  | { kind: 'parent'; role: 'franchise' | 'master_franchise' };

export function restoreChoice(target: Role, viewer: Role): RestoreChoice {
  if (target === 'student') return { kind: 'group' };
  const parent = target === 'teacher' ? 'franchise' : target === 'franchise' ? 'master_franchise' : null;
  if (!parent || viewer === parent) return { kind: 'none' };
  return { kind: 'parent', role: parent };
}
