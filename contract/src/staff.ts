// The staff area's enumerations (spec 002 sections 3, 5 and 9). Plain TypeScript, no zod.

/** Franchise currencies, sent lowercase (spec 002 section 5 "Franchise create"). */
export const CURRENCIES = ['uah', 'usd', 'rub', 'eur', 'pln', 'azn', 'nis'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The symbol of each currency (spec 002 section 9). */
export const CURRENCY_SYMBOLS: Record<Currency, string> = {
  uah: '₴',
  usd: '$',
  eur: '€',
  rub: '₽',
  nis: '₪',
  azn: '₼',
  pln: 'zł',
};

/** A franchise works with or without the English stream. */
export const ENG_STATUSES = ['with', 'without'] as const;
export type EngStatus = (typeof ENG_STATUSES)[number];

/** Languages of instruction, in the order of the spec's list (shown upper-case; cs is shown CZ). */
export const INSTRUCTION_LANGUAGES = ['ua', 'ru', 'az', 'pl', 'he', 'hy', 'ro', 'en', 'fr', 'es', 'cs', 'de'] as const;
export type InstructionLanguage = (typeof INSTRUCTION_LANGUAGES)[number];
export const instructionLanguageLabel = (lang: InstructionLanguage) => (lang === 'cs' ? 'CZ' : lang.toUpperCase());

/** Group ages; for `class` an optional age name replaces the value on screen. */
export const GROUP_AGES = ['junior', 'average', 'older', 'class'] as const;
export type GroupAge = (typeof GROUP_AGES)[number];

/** Working days of a group, Monday first. */
export const WORKING_DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
export type WorkingDay = (typeof WORKING_DAYS)[number];

/** The time picker's step (spec 002 section 9) and its defaults (section 5). */
export const TIME_STEP_MINUTES = 5;
export const DEFAULT_LESSON_TIME_CREATE = '08:00';
export const DEFAULT_LESSON_TIME_EDIT = '07:00';

/** Percentages (royalty, royalty_en, pr_deposit) are 0..100; money and other numbers are never negative. */
export const PERCENT_MAX = 100;

/** The teacher dropdown (spec 002 section 9): 12 a page, 400 ms after the last key. */
export const TEACHER_DROPDOWN_STEP = 12;
export const TEACHER_DROPDOWN_DEBOUNCE_MS = 400;

/** Spec 002 section 9: the group list asks for 21 rows, so that a 21st tells that there is a next page. */
export const GROUPS_STEP = 21;

/**
 * Spec 002 sections 5 "Franchise create" and 2 "Creation forms": the English terms (royalty_en, price_min_en) are
 * asked for a master franchise always, and for a franchise that works with English unless its master franchise
 * already has an English royalty (then the franchise takes the master's English terms).
 */
export function asksEnglishTerms(
  role: 'franchise' | 'master_franchise',
  engStatus: EngStatus,
  masterRoyaltyEn: string | null | undefined,
): boolean {
  if (role === 'master_franchise') return true;
  return engStatus === 'with' && !(masterRoyaltyEn != null && Number(masterRoyaltyEn) > 0);
}
