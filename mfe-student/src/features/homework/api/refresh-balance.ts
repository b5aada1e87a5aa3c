import { useQueryClient } from '@abacus/shared/query';
import { balance$, fetchProfile } from '@abacus/shared';
import { homeworkKeys } from './homework-keys';

/**
 * After a reward: reads the student's own balance again and puts it on the bus, so the area's header (and every
 * remote) shows the i$ just earned. The balance comes with the profile (GET users/user/me, kept beside the ledger by
 * the database): the ledger's call would send the child's whole history after every task. A failure leaves the
 * figure as it was.
 */
export function useRefreshBalance(studentId: number) {
  const client = useQueryClient();
  return () =>
    client
      .fetchQuery({
        queryKey: homeworkKeys.balance(studentId),
        queryFn: async () => (await fetchProfile()).indigo_dollars,
        staleTime: 0,
      })
      .then((balance) => balance$.next(balance))
      .catch(() => undefined);
}
