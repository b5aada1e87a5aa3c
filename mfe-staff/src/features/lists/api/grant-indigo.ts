// POST indigo_dollars/: i$ for one student or every active student of a group (one ledger row each).
import { useMutation } from '@abacus/shared/query';
import type { IndigoGrantInput } from '@abacus/contract/indigo-schema';
import { api } from '@abacus/shared';

const grantIndigo = async (body: IndigoGrantInput) => (await api.post<{ count: number }>('indigo_dollars/', body)).data;

export const useGrantIndigo = () => useMutation({ mutationFn: grantIndigo });
