import { z } from 'zod';
import { DATA_LANGUAGES, DEFAULT_LANGUAGE, type DataLanguage } from './languages.ts';

/** `?lang=`: an interface code (`ua`) or a data code (`uk`), as the data language; default en. */
export const langQuery = z.object({
  lang: z
    .enum([...DATA_LANGUAGES, 'ua'])
    .optional()
    .transform((v): DataLanguage => (v === 'ua' ? 'uk' : (v ?? (DEFAULT_LANGUAGE as DataLanguage))))
    .describe('interface language (ua and uk both mean Ukrainian); default en'),
});

/** `{name_en, name_ru, ..., name_de}`: one text per data language. */
export const perLanguageTexts = <P extends string>(prefix: P, describe: string) =>
  z.object(
    Object.fromEntries(
      DATA_LANGUAGES.map((l) => [`${prefix}_${l}`, z.string().describe(`${describe} (${l})`)]),
    ) as Record<`${P}_${DataLanguage}`, z.ZodString>,
  );
