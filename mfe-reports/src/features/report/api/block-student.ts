// DELETE users/user/{id}: block a student from the report (spec 002 section 4: "Blocking a user in lists uses a
// delete call").
import { useMutation } from '@abacus/shared/query';
import { api } from '@abacus/shared';

export const useBlockStudent = (id: number) => useMutation({ mutationFn: () => api.delete(`users/user/${id}`) });
