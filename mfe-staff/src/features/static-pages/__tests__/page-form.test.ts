import { DATA_LANGUAGES } from '@abacus/contract/languages';
import type { StaticPageTexts } from '@abacus/contract/static-pages-schema';
import { pageFormValues } from '../model/page-form';

it('takes one text per data language and nothing else', () => {
  const texts = {
    ...Object.fromEntries(DATA_LANGUAGES.map((l) => [`text_${l}`, `<p>${l}</p>`])),
    updated: null,
  } as StaticPageTexts;
  const values = pageFormValues(texts);
  expect(Object.keys(values)).toHaveLength(12);
  expect(values.text_uk).toBe('<p>uk</p>');
  expect(values).not.toHaveProperty('updated');
});
