import { z } from 'zod';
import type { Translations } from '../db/schema.ts';

/**
 * The 12 languages of stored texts: the interface's `ua` is stored as `uk` (spec 000 section 9).
 * Not imported from @abacus/shared: its index also loads React, i18next, axios, rxjs and the UI kit.
 */
export const DATA_LANGUAGES = ['en', 'ru', 'uk', 'pl', 'he', 'az', 'hy', 'ro', 'fr', 'es', 'cs', 'de'] as const;
export type DataLanguage = (typeof DATA_LANGUAGES)[number];

/** `?lang=`: an interface code (`ua`) or a data code (`uk`), as the data language; default en. */
export const langQuery = z.object({
  lang: z
    .enum([...DATA_LANGUAGES, 'ua'])
    .optional()
    .transform((v): DataLanguage => (v === 'ua' ? 'uk' : (v ?? 'en')))
    .describe('interface language (ua and uk both mean Ukrainian); default en'),
});

const filled = (text: string | undefined): text is string => text !== undefined && text.trim() !== '';

/** The text in `lang`, else the English one, else any language there is, else ''. A blank text counts as missing. */
export function pickText(texts: Translations, lang: DataLanguage): string {
  if (filled(texts[lang])) return texts[lang];
  if (filled(texts.en)) return texts.en;
  return Object.values(texts).find(filled) ?? '';
}

/** `{ name_en, name_ru, ... }` from a translations column, each language picked by `pickText`. */
export function perLanguage<P extends string>(prefix: P, texts: Translations, map: (s: string) => string = (s) => s) {
  return Object.fromEntries(DATA_LANGUAGES.map((l) => [`${prefix}_${l}`, map(pickText(texts, l))])) as Record<
    `${P}_${DataLanguage}`,
    string
  >;
}
