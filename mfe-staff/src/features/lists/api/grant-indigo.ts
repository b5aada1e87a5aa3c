// POST indigo_dollars/: i$ for one student or every active student of a group (one ledger row each).
import { useMutation, useQueryClient } from '@abacus/shared/query';
import type { IndigoGrantInput } from '@abacus/contract/indigo-schema';
import { api } from '@abacus/shared';

const grantIndigo = async (body: IndigoGrantInput) => (await api.post<{ count: number }>('indigo_dollars/', body)).data;

/** The balances shown (lib/indigo/get-balance.ts) are read again after a grant: a withdrawal showed the old one. */
export const useGrantIndigo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantIndigo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['indigo-balance'] }),
  });
};
