// GET pages/{static}: the page's HTML in the 12 data languages (400: no such page).
import { useQuery } from '@abacus/shared/query';
import type { StaticPage, StaticPageTexts } from '@abacus/contract/static-pages-schema';
import { api } from '@abacus/shared';

export const staticPageKey = (page: StaticPage) => ['static-page', page] as const;

export const useStaticPage = (page: StaticPage) =>
  useQuery({
    queryKey: staticPageKey(page),
    queryFn: async () => (await api.get<StaticPageTexts>(`pages/${page}`)).data,
  });
