// The calls of a student's block dialog: GET users/user/{id}/prices (the prices and the summer deactivation month),
// PATCH with only the changed prices (spec 002 section 5: each change is written to the history with its author),
// POST users/user/{id}/set_deactivation_date {month}, and DELETE users/user/{id} (spec 002 section 4: "Blocking a
// user in lists uses a delete call").
import { useMutation, useQuery } from '@abacus/shared/query';
import type { StudentPrices, StudentPricesInput } from '@abacus/contract/staff-tools-schema';
import { api } from '@abacus/shared';

/** Read afresh at every opening: the prices may have been changed from another list a moment ago. */
export const useStudentTerms = (id: number) =>
  useQuery({
    queryKey: ['student-block-terms', id],
    queryFn: async () => (await api.get<StudentPrices>(`users/user/${id}/prices`)).data,
    staleTime: 0,
  });

export const useSaveStudentPrices = (id: number) =>
  useMutation({
    mutationFn: async (body: StudentPricesInput) =>
      (await api.patch<StudentPrices>(`users/user/${id}/prices`, body)).data,
  });

export const useSetDeactivationMonth = (id: number) =>
  useMutation({ mutationFn: (month: number) => api.post(`users/user/${id}/set_deactivation_date`, { month }) });

export const useBlockStudent = (id: number) => useMutation({ mutationFn: () => api.delete(`users/user/${id}`) });
