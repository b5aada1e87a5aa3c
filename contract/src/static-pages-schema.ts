// The public static pages (spec 002 "Static pages", sections 3 "Static page: text_{lang}", 7 "Static pages"):
// GET pages/{static} answers text_{lang} for the 12 data languages (status 400 for a page that does not exist: the
// screens show the 404 page); POST pages/{static} with the 12 texts, by the super franchise only. Save is not gated.
import { z } from 'zod';
import { DATA_LANGUAGES, type DataLanguage } from './languages.ts';

import { STATIC_PAGES } from './static-pages.ts';

export { isStaticPage, STATIC_PAGES, type StaticPage } from './static-pages.ts';

export const STATIC_PAGE_TEXT_MAX = 200_000;
export const UNKNOWN_PAGE = 'There is no such page.';

export const staticPageParams = z.object({ static: z.string().max(64).describe(STATIC_PAGES.join(', ')) });

const texts = <T extends z.ZodType>(text: T) =>
  z.object(Object.fromEntries(DATA_LANGUAGES.map((l) => [`text_${l}`, text])) as Record<`text_${DataLanguage}`, T>);

/** GET pages/{static}: the sanitized HTML per language ('' where it has none yet). */
export const staticPageSchema = texts(z.string()).extend({
  updated: z.string().nullable().describe('when it was last saved; null: the built-in text'),
});
export type StaticPageTexts = z.infer<typeof staticPageSchema>;

/** POST pages/{static}: the 12 texts (a missing one is kept as it was). */
export const staticPageBody = texts(
  z
    .string()
    .max(STATIC_PAGE_TEXT_MAX, `Ensure this field has no more than ${STATIC_PAGE_TEXT_MAX} characters.`)
    .optional(),
);
export type StaticPageInput = z.infer<typeof staticPageBody>;
