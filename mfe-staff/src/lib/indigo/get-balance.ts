// GET indigo_dollars/balance/{id}: a student's i$ balance and ledger, newest first (the restore screen's balance
// modal, the Indigo-dollars dialog of a student row).
import { useQuery } from '@abacus/shared/query';
import type { Balance } from '@abacus/contract/indigo-schema';
import { api } from '@abacus/shared';

export const useBalance = (id: number) =>
  useQuery({
    queryKey: ['indigo-balance', id],
    queryFn: async () => (await api.get<Balance>(`indigo_dollars/balance/${id}`, { params: { lang: 'en' } })).data,
  });
