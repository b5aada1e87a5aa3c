// Which text of a static page a visitor reads: their language, else English, else the first language that has one
// (spec: "in the visitor's language with a fallback"). The language is returned too: the article takes its
// direction from the text it shows, not from the interface.
import { DATA_LANGUAGES, type DataLanguage, dataLanguage, type Language } from '@abacus/contract/languages';
import type { StaticPageTexts } from '@abacus/contract/static-pages-schema';

const hasText = (html: string | undefined) => Boolean(html && html.replace(/<[^>]*>|&nbsp;|\s/g, '') !== '');

export function pageText(page: StaticPageTexts, lang: Language): { html: string; lang: DataLanguage } | null {
  const order = [dataLanguage(lang), 'en' as DataLanguage, ...DATA_LANGUAGES];
  const found = order.find((l) => hasText(page[`text_${l}`]));
  return found ? { html: page[`text_${found}`], lang: found } : null;
}
