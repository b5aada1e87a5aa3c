// The choices of the people forms (spec 002 sections 5 and 9).
import type { Option } from '@abacus/admin-kit';
import { CURRENCIES, ENG_STATUSES, INSTRUCTION_LANGUAGES, instructionLanguageLabel } from '@abacus/contract/staff';
import type { TFunction } from 'i18next';

/** UA, RU, AZ, PL, HE, HY, RO, EN, FR, ES, CZ, DE. */
export const languageOptions: Option[] = INSTRUCTION_LANGUAGES.map((l) => ({
  value: l,
  label: instructionLanguageLabel(l),
}));

/** UAH ... NIS, sent lowercase. */
export const currencyOptions: Option[] = CURRENCIES.map((c) => ({ value: c, label: c.toUpperCase() }));

export const engStatusOptions = (t: TFunction): Option[] =>
  ENG_STATUSES.map((s) => ({ value: s, label: t(`people.engStatus.${s}`) }));
