// A student's prices and summer deactivation month: GET users/user/{id}/prices, and PATCH with only the changed
// prices (spec 002 section 5; each change is written to the change history with its author).
import { useMutation, useQuery, useQueryClient } from '@abacus/shared/query';
import type { StudentPrices, StudentPricesInput } from '@abacus/contract/staff-tools-schema';
import { api } from '@abacus/shared';

export type { StudentPrices };

export const useStudentPrices = (id: number) =>
  useQuery({
    queryKey: ['student-prices', id],
    queryFn: async () => (await api.get<StudentPrices>(`users/user/${id}/prices`)).data,
    staleTime: 0,
  });

export function useSavePrices(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: StudentPricesInput) =>
      (await api.patch<StudentPrices>(`users/user/${id}/prices`, body)).data,
    onSuccess: (terms) => queryClient.setQueryData(['student-prices', id], terms),
  });
}
