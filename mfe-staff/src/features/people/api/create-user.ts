// POST users/user: a master franchise, franchise, teacher, parent or student (spec 002 section 7 "Users"). The
// lists are asked again afterwards.
import { useMutation, useQueryClient } from '@abacus/shared/query';
import type { CreatedUser, UserCreateBody } from '@abacus/contract/user-create-schema';
import { api } from '@abacus/shared';

export const createUser = async (body: UserCreateBody) => (await api.post<CreatedUser>('users/user', body)).data;

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff-list'] }),
  });
}
