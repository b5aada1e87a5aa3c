// GET users/users-dropdown: the searchable pickers of the staff forms (the teacher dropdown: step 12 from page 1,
// spec 002 section 9). Each option reads "First Last", or the e-mail when the names are empty.
import type { DropdownUser } from '@abacus/contract/user-create-schema';
import { TEACHER_DROPDOWN_STEP } from '@abacus/contract/staff';
import type { Option } from '@abacus/admin-kit';
import { api } from '@abacus/shared';

export type DropdownRole = 'teacher' | 'franchise' | 'master_franchise';

export const dropdownLabel = (u: Pick<DropdownUser, 'first_name' | 'last_name' | 'email'>) =>
  `${u.first_name} ${u.last_name}`.trim() || u.email;

export async function fetchUsersDropdown(role: DropdownRole, q: string): Promise<DropdownUser[]> {
  const params = { role, page: 1, step: TEACHER_DROPDOWN_STEP, ...(q.trim() ? { q: q.trim() } : {}) };
  return (await api.get<DropdownUser[]>('users/users-dropdown', { params })).data;
}

/** The loader of an AsyncSelectField. */
export const usersDropdownOptions =
  (role: DropdownRole) =>
  async (q: string): Promise<Option[]> =>
    (await fetchUsersDropdown(role, q)).map((u) => ({ value: String(u.id), label: dropdownLabel(u) }));
