// One's own i$ balance as the profile carries it (GET users/user/me: the database keeps it beside the ledger, so the
// call does not grow with the child's history). The shop reads it each time it opens, the homework puzzle after a
// reward; each puts the figure on the bus, so the profile header and the other remotes show the same one.
import { queryOptions } from '@abacus/shared/query';
import { balance$, fetchProfile } from '@abacus/shared';

/** The key every own balance's query starts with (a purchase reads it again). */
export const OWN_BALANCE = ['own-balance'] as const;

export const ownBalanceQuery = (studentId: number) =>
  queryOptions({
    queryKey: [...OWN_BALANCE, studentId] as const,
    queryFn: async () => (await fetchProfile()).indigo_dollars ?? null,
    staleTime: 0,
  });

/** Puts a balance just read on the bus, unless the bus has it already. */
export function publishBalance(balance: string | null | undefined) {
  if (balance != null && balance$.getValue() !== balance) balance$.next(balance);
}
