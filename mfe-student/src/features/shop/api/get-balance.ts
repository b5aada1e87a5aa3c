import { useEffect } from 'react';
import { queryOptions, useQuery } from '@abacus/shared/query';
import { api, balance$, useObservable } from '@abacus/shared';
import { ownBalanceQuery, publishBalance } from '@/lib/own-balance';
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
 * The balance the shop shows and buys with: one's own as the profile carries it (lib/own-balance.ts), read again each
 * time the shop opens or a purchase settles and put on the bus (the live figure on the bus wins: a purchase puts its
 * balance there at once); in read-only viewing, the viewed student's profile's, which the header reads too.
 */
export function useShopBalance(studentId: number, readOnly: boolean): { balance?: string; failed: boolean } {
  const own = useQuery({ ...ownBalanceQuery(studentId), enabled: !readOnly });
  const viewed = useUserProfile(studentId, readOnly);
  const live = useObservable(balance$);
  const read = own.data;
  useEffect(() => {
    if (!readOnly) publishBalance(read);
  }, [readOnly, read]);
  if (readOnly) return { balance: viewed.data?.indigo_dollars ?? undefined, failed: viewed.isError };
  return { balance: live ?? read ?? undefined, failed: own.isError && live === null };
}
