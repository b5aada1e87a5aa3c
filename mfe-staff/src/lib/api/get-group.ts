// GET groups/{id}: one group with its teacher and counts (404 outside the viewer's subtree).
import { useQuery } from '@abacus/shared/query';
import type { GroupDetail } from '@abacus/contract/groups-schema';
import { api } from '@abacus/shared';

export const groupKey = (id: number) => ['group', id] as const;

const getGroup = async (id: number) => (await api.get<GroupDetail>(`groups/${id}`)).data;

export const useGroup = (id: number) =>
  useQuery({ queryKey: groupKey(id), queryFn: () => getGroup(id), retry: false, enabled: id > 0 });
