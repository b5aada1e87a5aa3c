// POST users/user/{id}/set_deactivation_date {month}: the summer month a blocked student stops being counted
// (May-August, August by default; docs/finance.md "Summer deactivation month").
import { useMutation } from '@abacus/shared/query';
import { api } from '@abacus/shared';

export const useSetDeactivationMonth = (id: number) =>
  useMutation({ mutationFn: (month: number) => api.post(`users/user/${id}/set_deactivation_date`, { month }) });
