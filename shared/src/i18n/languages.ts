// How the interface picks and shows its language (spec 000 section 9). The 12 languages and the ua -> uk rule of
// data fields are @abacus/contract's (zod-free).
import { DEFAULT_LANGUAGE, interfaceLanguage, isLanguage, type Language } from '@abacus/contract/languages';

export {
  dataLanguage,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  RTL_LANGUAGES,
  type DataLanguage,
  type Language,
} from '@abacus/contract/languages';

export const NATIVE_NAMES: Record<Language, string> = {
  en: 'English',
  ru: 'Русский',
  ua: 'Українська',
  pl: 'Polski',
  he: 'עברית',
  az: 'Azərbaycan',
  hy: 'Հայերեն',
  ro: 'Română',
  fr: 'Français',
  es: 'Español',
  cs: 'Čeština',
  de: 'Deutsch',
};

export const LANGUAGE_STORAGE_KEY = 'language';

/** Browser locale to interface code: uk -> ua, he/iw -> he, en-GB -> en. */
export function fromLocale(locale: string | undefined): Language | null {
  if (!locale) return null;
  const base = locale.toLowerCase().split(/[-_]/)[0];
  return interfaceLanguage(base === 'iw' ? 'he' : base);
}

export interface LanguageSources {
  forced?: Language | null;
  query?: string | null;
  stored?: string | null;
  browser?: readonly string[];
}

/** Polish host forces pl; then ?lang=, then local storage, then the browser locale. */
export function pickLanguage({ forced, query, stored, browser = [] }: LanguageSources): Language {
  if (forced) return forced;
  if (isLanguage(query)) return query;
  if (isLanguage(stored)) return stored;
  for (const locale of browser) {
    const lang = fromLocale(locale);
    if (lang) return lang;
  }
  return DEFAULT_LANGUAGE;
}
