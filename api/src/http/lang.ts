import { DATA_LANGUAGES, type DataLanguage } from '@abacus/contract/languages';
import type { Translations } from '../db/schema.ts';

// Stored texts per data language (@abacus/contract/languages: the interface's `ua` is stored as `uk`).

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
