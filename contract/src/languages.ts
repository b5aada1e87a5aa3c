// The 12 languages (spec 000 section 9, spec 002 "Lesson"). Plain TypeScript, no zod: the shell and the landing
// page import it. The interface says `ua` where data fields (name_xx, body_xx, ?lang=) say `uk`.

/** Interface languages, in the order the pickers show them. */
export const LANGUAGES = ['en', 'ru', 'ua', 'pl', 'he', 'az', 'hy', 'ro', 'fr', 'es', 'cs', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export type DataLanguage = Exclude<Language, 'ua'> | 'uk';

export const DEFAULT_LANGUAGE: Language = 'en';

/** Languages written right to left. */
export const RTL_LANGUAGES: ReadonlySet<Language> = new Set(['he']);

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Data fields (name_xx, body_xx) use uk where the interface says ua. */
export const dataLanguage = <L extends Language>(lang: L) => (lang === 'ua' ? 'uk' : lang) as L extends 'ua' ? 'uk' : L;

/** The interface code of a data code (uk -> ua); null when it is neither. */
export function interfaceLanguage(code: string): Language | null {
  const lang = code === 'uk' ? 'ua' : code;
  return isLanguage(lang) ? lang : null;
}

/** Languages of stored texts, in the interface's order (`ua` read as `uk`). */
export const DATA_LANGUAGES: readonly DataLanguage[] = LANGUAGES.map(dataLanguage);

export const isDataLanguage = (value: unknown): value is DataLanguage =>
  typeof value === 'string' && (DATA_LANGUAGES as readonly string[]).includes(value);
