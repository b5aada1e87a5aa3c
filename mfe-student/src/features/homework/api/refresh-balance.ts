import { useQueryClient } from '@abacus/shared/query';
import type { Balance } from '@abacus/contract/indigo-schema';
import { api, balance$ } from '@abacus/shared';
import { homeworkKeys } from './homework-keys';

/** GET indigo_dollars/balance/{id}: the balance, the sum of the ledger. */
async function getBalance(studentId: number): Promise<string> {
  const { data } = await api.get<Balance>(`indigo_dollars/balance/${studentId}`);
  return data.balance;
}

/**
 * After a reward: reads the student's own balance again and puts it on the bus, so the area's header (and every
 * remote) shows the i$ just earned. A failure leaves the figure as it was.
 */
export function useRefreshBalance(studentId: number) {
  const client = useQueryClient();
  return () =>
    client
      .fetchQuery({ queryKey: homeworkKeys.balance(studentId), queryFn: () => getBalance(studentId), staleTime: 0 })
      .then((balance) => balance$.next(balance))
      .catch(() => undefined);
}
