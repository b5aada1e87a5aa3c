import type { Translations } from '../db/schema.ts';

/** Languages of stored texts (interface code `ua` is stored as `uk`). */
export const DATA_LANGUAGES = ['en', 'ru', 'uk', 'pl', 'he', 'az', 'hy', 'ro', 'fr', 'es', 'cs', 'de'] as const;
export type DataLanguage = (typeof DATA_LANGUAGES)[number];

/** The text in `lang`, or the English one when that translation is missing, or ''. */
export function textIn(t: Translations, lang: DataLanguage): string {
  return t[lang]?.trim() ? t[lang]! : (t.en ?? '');
}

/** { name_en, name_ru, ... } from a translations column, with English standing in for a missing language. */
export function perLanguage<P extends string>(prefix: P, t: Translations, map: (s: string) => string = (s) => s) {
  return Object.fromEntries(DATA_LANGUAGES.map((l) => [`${prefix}_${l}`, map(textIn(t, l))])) as Record<
    `${P}_${DataLanguage}`,
    string
  >;
}
