import { useEffect } from 'react';
import { queryOptions, useQuery } from '@abacus/shared/query';
import { api, balance$ } from '@abacus/shared';
import type { Balance } from '../model/types';
import type { DataLanguage } from '@/lib/localized';
import { shopKeys } from './shop-keys';

/**
 * GET indigo_dollars/balance/{id}?lang=: the balance (the sum of the ledger) and the ledger, newest first;
 * a purchase names its item in `lang`.
 */
async function getBalance(userId: number, lang: DataLanguage): Promise<Balance> {
  const { data } = await api.get<Balance>(`indigo_dollars/balance/${userId}`, { params: { lang } });
  return data;
}

const balanceQuery = (userId: number, lang: DataLanguage) =>
  queryOptions({ queryKey: shopKeys.balance(userId, lang), queryFn: () => getBalance(userId, lang) });

/**
 * The balance of `userId`. For the signed-in student's own balance (`publish`), every fresh figure
 * goes on the bus too, so the profile header and the other remotes show the same one.
 */
export function useBalance(userId: number, lang: DataLanguage, { publish }: { publish: boolean }) {
  const query = useQuery(balanceQuery(userId, lang));
  const balance = query.data?.balance;
  useEffect(() => {
    if (publish && balance !== undefined && balance$.getValue() !== balance) balance$.next(balance);
  }, [publish, balance]);
  return query;
}
