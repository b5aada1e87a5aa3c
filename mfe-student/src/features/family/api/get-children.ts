import { queryOptions, useQuery } from '@abacus/shared/query';
import { api } from '@abacus/shared';
import type { Child } from '@abacus/contract/users-schema';

export type { Child };

async function getChildren(): Promise<Child[]> {
  const { data } = await api.get<Child[]>('users/user/me/children');
  return data;
}

const childrenQuery = () => queryOptions({ queryKey: ['me', 'children'], queryFn: getChildren, staleTime: 60_000 });

/** The signed-in parent's children (asked only when `enabled`: for a parent). */
export const useChildren = (enabled: boolean) => useQuery({ ...childrenQuery(), enabled });
