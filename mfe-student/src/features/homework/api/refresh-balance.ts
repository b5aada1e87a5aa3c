import { useQueryClient } from '@abacus/shared/query';
import { ownBalanceQuery, publishBalance } from '@/lib/own-balance';

/**
 * After a reward: reads the student's own balance again (with the profile, lib/own-balance.ts: the ledger's call would
 * send the child's whole history after every task) and puts it on the bus, so the area's header (and every remote)
 * shows the i$ just earned. A failure leaves the figure as it was.
 */
export function useRefreshBalance(studentId: number) {
  const client = useQueryClient();
  return () =>
    client
      .fetchQuery(ownBalanceQuery(studentId))
      .then(publishBalance)
      .catch(() => undefined);
}
