// The headers of report.xlsx in the 12 interface languages (the viewer's, from Accept-Language). English is the
// reference; every language has every key (export-texts.test.ts).
import type { Language } from '@abacus/contract/languages';
import { EXPORT_TEXTS_A } from './export-texts-a.ts';
import { EXPORT_TEXTS_B } from './export-texts-b.ts';

export const EN = {
  sheet: 'Report',
  title: 'Monthly report',
  month: 'Month',
  currency: 'Currency',
  contract: 'Contract',
  totals: 'Total',
  students: 'Students',
  active: 'Active',
  inactive: 'Inactive',
  priceMin: 'Minimum price',
  price: 'Price',
  turnover: 'Turnover',
  prPercent: 'PR %',
  prSum: 'PR',
  royaltyPercent: 'Royalty %',
  royaltySum: 'Royalty',
  discountPercent: 'Discount %',
  discountSum: 'Discount',
  total: 'To pay',
  bonusDays: 'Bonus days',
  id: 'ID',
  fullName: 'Full name',
  email: 'E-mail',
  region: 'Region',
  group: 'Group',
  teacher: 'Teacher',
  start: 'Start of study',
  end: 'End of study',
  priceMode: 'Price mode',
  modeFirst: 'First month',
  modeFull: 'Full',
  priceFirstMonth: 'First-month price',
  studyPrice: 'Study price',
  days: 'Days',
  daysTotal: 'Days in month',
  language: 'Language',
  blocked: 'Blocked',
  yes: 'Yes',
  comments: 'Comments',
} as const;

export type ExportKey = keyof typeof EN;
export type ExportTexts = Record<ExportKey, string>;

export const EXPORT_TEXTS: Record<Language, ExportTexts> = { en: EN, ...EXPORT_TEXTS_A, ...EXPORT_TEXTS_B };

/** A header in the viewer's language; English for a language the table does not know. */
export const exportText = (lang: Language, key: ExportKey): string => (EXPORT_TEXTS[lang] ?? EN)[key];
