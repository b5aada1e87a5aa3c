// The group picker of a student's profile: GET groups/?page=1&step=12&q= (the viewer's groups only).
import type { Option } from '@abacus/admin-kit';
import type { GroupRow } from '@abacus/contract/staff-lists-schema';
import { TEACHER_DROPDOWN_STEP } from '@abacus/contract/staff';
import { api } from '@abacus/shared';

export async function groupOptions(q: string): Promise<Option[]> {
  const params = { page: 1, step: TEACHER_DROPDOWN_STEP, ...(q.trim() ? { q: q.trim() } : {}) };
  const rows = (await api.get<GroupRow[]>('groups/', { params })).data;
  return rows.map((g) => ({ value: String(g.id), label: g.name }));
}
