// POST pages/{static} with the 12 texts (super franchise): the saved page, sanitized.
import type { StaticPage, StaticPageInput, StaticPageTexts } from '@abacus/contract/static-pages-schema';
import { api } from '@abacus/shared';

export async function saveStaticPage(page: StaticPage, texts: StaticPageInput): Promise<StaticPageTexts> {
  return (await api.post<StaticPageTexts>(`pages/${page}`, texts)).data;
}
