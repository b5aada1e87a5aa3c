// POST groups/ (create) and PATCH groups/{id} (edit) with every field of spec 002 section 7 "Groups". The lists
// and the group are asked again afterwards.
import { useMutation, useQueryClient } from '@abacus/shared/query';
import type { GroupBody, GroupDetail } from '@abacus/contract/groups-schema';
import { api } from '@abacus/shared';
import { groupKey } from '@/lib/api/get-group';

const saveGroup = async ({ id, body }: { id?: number; body: GroupBody }) =>
  (id === undefined ? await api.post<GroupDetail>('groups/', body) : await api.patch<GroupDetail>(`groups/${id}`, body))
    .data;

export function useSaveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGroup,
    onSuccess: (group) => {
      queryClient.setQueryData(groupKey(group.id), group);
      return queryClient.invalidateQueries({ queryKey: ['staff-list'] });
    },
  });
}
