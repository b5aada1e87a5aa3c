import { useEffect } from 'react';
import { queryOptions, useQuery } from '@abacus/shared/query';
import { api, balance$, fetchProfile, useObservable } from '@abacus/shared';
import { useUserProfile } from '@/lib/viewed-student/get-user-profile';
import type { Balance } from '../model/types';
import type { DataLanguage } from '@/lib/localized';
import { shopKeys } from './shop-keys';

/**
 * GET indigo_dollars/balance/{id}?lang=: the balance (the sum of the ledger) and the ledger, newest first;
 * a purchase names its item in `lang`.
 */
async function getLedger(userId: number, lang: DataLanguage): Promise<Balance> {
  const { data } = await api.get<Balance>(`indigo_dollars/balance/${userId}`, { params: { lang } });
  return data;
}

const ledgerQuery = (userId: number, lang: DataLanguage) =>
  queryOptions({ queryKey: shopKeys.ledger(userId, lang), queryFn: () => getLedger(userId, lang) });

/** The ledger of `userId`, read only while `enabled` (the history modal is open): it grows with every reward. */
export const useLedger = (userId: number, lang: DataLanguage, enabled: boolean) =>
  useQuery({ ...ledgerQuery(userId, lang), enabled });

/**
 * The balance the shop shows and buys with: one's own as the profile carries it (GET users/user/me, kept beside the
 * ledger by the database), read again each time the shop opens or a purchase settles and put on the bus, so the
 * profile header and the other remotes show the same figure (the live figure on the bus wins: a purchase puts its
 * balance there at once); in read-only viewing, the viewed student's profile's, which the header reads too.
 */
export function useShopBalance(studentId: number, readOnly: boolean): { balance?: string; failed: boolean } {
  const own = useQuery({
    queryKey: shopKeys.balance(studentId),
    queryFn: async () => (await fetchProfile()).indigo_dollars ?? null,
    enabled: !readOnly,
    staleTime: 0,
  });
  const viewed = useUserProfile(studentId, readOnly);
  const live = useObservable(balance$);
  const read = own.data;
  useEffect(() => {
    if (!readOnly && read != null && balance$.getValue() !== read) balance$.next(read);
  }, [readOnly, read]);
  if (readOnly) return { balance: viewed.data?.indigo_dollars ?? undefined, failed: viewed.isError };
  return { balance: live ?? read ?? undefined, failed: own.isError && live === null };
}
