// A student's terms for the block dialog: GET/PATCH users/user/{id}/prices (only changed prices are sent, spec 002
// section 8) and POST users/user/{id}/set_deactivation_date {month}.
import { useMutation, useQuery } from '@abacus/shared/query';
import type { StudentPrices, StudentPricesInput } from '@abacus/contract/staff-tools-schema';
import { api } from '@abacus/shared';

const termsKey = (id: number) => ['student-terms', id];

export const useStudentTerms = (id: number) =>
  useQuery({
    queryKey: termsKey(id),
    queryFn: async () => (await api.get<StudentPrices>(`users/user/${id}/prices`)).data,
  });

export const useSavePrices = (id: number) =>
  useMutation({
    mutationFn: async (body: StudentPricesInput) =>
      (await api.patch<StudentPrices>(`users/user/${id}/prices`, body)).data,
  });

export const useSetDeactivationMonth = (id: number) =>
  useMutation({
    mutationFn: async (month: number) =>
      (await api.post<StudentPrices>(`users/user/${id}/set_deactivation_date`, { month })).data,
  });
