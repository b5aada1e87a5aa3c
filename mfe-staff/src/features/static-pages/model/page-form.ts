// The page editor's values: one HTML text per data language, as GET pages/{static} gave them.
import { DATA_LANGUAGES } from '@abacus/contract/languages';
import type { StaticPageInput, StaticPageTexts } from '@abacus/contract/static-pages-schema';

export const pageFormValues = (texts: StaticPageTexts): StaticPageInput =>
  Object.fromEntries(DATA_LANGUAGES.map((l) => [`text_${l}`, texts[`text_${l}`] ?? ''])) as StaticPageInput;
