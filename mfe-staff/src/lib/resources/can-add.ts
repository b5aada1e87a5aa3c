// Who may open which creation form (spec 002 sections 2 "Creation forms" and 6): a master franchise is made by the
// super franchise only, a franchise by a master franchise or above, a teacher by a franchise or above, a group and
// a student (with their parent) by any staff user. The server checks the same (users/create-user.routes.ts).
import { RANK, type Role } from '@abacus/shared';

export const ADD_ROLES = ['master_franchise', 'franchise', 'teacher', 'group', 'student'] as const;
export type AddRole = (typeof ADD_ROLES)[number];

const LOWEST: Record<AddRole, Role> = {
  master_franchise: 'super_franchise',
  franchise: 'master_franchise',
  teacher: 'franchise',
  group: 'teacher',
  student: 'teacher',
};

export const isAddRole = (value: string | undefined): value is AddRole =>
  (ADD_ROLES as readonly string[]).includes(value ?? '');

export const canAdd = (viewer: Role, what: AddRole) => RANK[viewer] >= RANK[LOWEST[what]];
