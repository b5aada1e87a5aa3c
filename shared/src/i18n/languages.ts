// The 12 interface languages (spec 000 section 9). `ua` is the interface code; data fields use `uk`.
export const LANGUAGES = ['en', 'ru', 'ua', 'pl', 'he', 'az', 'hy', 'ro', 'fr', 'es', 'cs', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

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

export const RTL_LANGUAGES: ReadonlySet<Language> = new Set(['he']);
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Browser locale to interface code: uk -> ua, he/iw -> he, en-GB -> en. */
export function fromLocale(locale: string | undefined): Language | null {
  if (!locale) return null;
  const base = locale.toLowerCase().split(/[-_]/)[0];
  const mapped = base === 'uk' ? 'ua' : base === 'iw' ? 'he' : base;
  return isLanguage(mapped) ? mapped : null;
}

/** Data fields (name_xx, body_xx) use uk where the interface says ua. */
export const dataLanguage = (lang: Language) => (lang === 'ua' ? 'uk' : lang);

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
