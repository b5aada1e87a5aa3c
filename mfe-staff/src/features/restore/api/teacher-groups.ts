// The group choice of a student's restore: a teacher's groups (GET groups/?parent=), 51 at most (spec 002 section 9:
// "group list in restore 51"); a teacher restoring sees their own groups.
import type { Option } from '@abacus/admin-kit';
import type { GroupRow } from '@abacus/contract/staff-lists-schema';
import { api } from '@abacus/shared';

export const RESTORE_GROUPS_STEP = 51;

export async function teacherGroups(teacher: number | null): Promise<Option[]> {
  const params: Record<string, number> = { page: 1, step: RESTORE_GROUPS_STEP };
  if (teacher != null) params.parent = teacher;
  const { data } = await api.get<GroupRow[]>('groups/', { params });
  return data.map((group) => ({ value: String(group.id), label: group.name }));
}
