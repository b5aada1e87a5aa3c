// The English royalty of the master franchise a new franchise goes under (spec 002 section 2 "Creation forms": the
// English fields show when it is empty or zero): the viewer's own when a master franchise creates, else the one the
// super franchise picks (the dropdown answers it with each master franchise).
import { useQuery } from '@abacus/shared/query';
import { useRef } from 'react';
import type { Option } from '@abacus/admin-kit';
import type { StaffProfile } from '@abacus/contract/staff-profile-schema';
import { api } from '@abacus/shared';
import { dropdownLabel, fetchUsersDropdown } from '@/lib/api/users-dropdown';

export const useOwnRoyaltyEn = (enabled: boolean) =>
  useQuery({
    queryKey: ['own-profile'],
    queryFn: async () => (await api.get<StaffProfile>('users/user/me/profile')).data,
    enabled,
    select: (profile) => profile.royalty_en,
  });

/** A loader of master franchises for the picker that remembers each one's English royalty. */
export function useMasterPicker() {
  const royaltyEn = useRef(new Map<number, string | null>());
  const load = async (q: string): Promise<Option[]> => {
    const rows = await fetchUsersDropdown('master_franchise', q);
    for (const row of rows) royaltyEn.current.set(row.id, row.royalty_en);
    return rows.map((row) => ({ value: String(row.id), label: dropdownLabel(row) }));
  };
  return { load, royaltyEnOf: (id: number | null | undefined) => (id == null ? null : royaltyEn.current.get(id)) };
}
