// GET users/discount, POST users/user/{id}/assign_discount?start&end&value, DELETE users/discount/{id}.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@abacus/shared/query';
import type { ListPage } from '@abacus/admin-kit';
import type { DiscountRow } from '@abacus/contract/discounts-schema';
import type { Page } from '@abacus/contract/paging-schema';
import { api } from '@abacus/shared';

export type { DiscountRow };

async function getDiscounts(page: number, search: string): Promise<ListPage<DiscountRow>> {
  const params = { page, ...(search.trim() ? { search: search.trim() } : {}) };
  const { data } = await api.get<Page<DiscountRow>>('users/discount', { params });
  return { rows: data.results, hasNext: Boolean(data.next) };
}

export const useDiscounts = (list: { page: number; search: string }) =>
  useQuery({
    queryKey: ['discounts', list.page, list.search],
    queryFn: () => getDiscounts(list.page, list.search),
    placeholderData: keepPreviousData,
  });

interface NewDiscount {
  franchise: number;
  start: string;
  end: string;
  value: string;
}

export function useAddDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ franchise, ...params }: NewDiscount) =>
      api.post(`users/user/${franchise}/assign_discount`, null, { params }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['discounts'] }),
  });
}

export function useDeleteDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`users/discount/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['discounts'] }),
  });
}
