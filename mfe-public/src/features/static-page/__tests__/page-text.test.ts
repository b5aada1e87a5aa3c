import { DATA_LANGUAGES } from '@abacus/contract/languages';
import type { StaticPageTexts } from '@abacus/contract/static-pages-schema';
import { pageText } from '../model/page-text';

const page = (texts: Partial<Record<string, string>>) =>
  ({
    ...Object.fromEntries(DATA_LANGUAGES.map((l) => [`text_${l}`, texts[l] ?? ''])),
    updated: null,
  }) as StaticPageTexts;

describe('the text a visitor reads', () => {
  it('is in their language (ua reads the uk text)', () => {
    expect(pageText(page({ uk: '<p>Привіт</p>', en: '<p>Hi</p>' }), 'ua')).toEqual({
      html: '<p>Привіт</p>',
      lang: 'uk',
    });
  });
  it('falls back to English, then to any language with text', () => {
    expect(pageText(page({ he: '<p></p>', en: '<p>Hi</p>' }), 'he')?.lang).toBe('en');
    expect(pageText(page({ de: '<p>Hallo</p>' }), 'fr')?.lang).toBe('de');
  });
  it('is nothing when no language has text', () => {
    expect(pageText(page({ en: '<p>&nbsp;</p>' }), 'en')).toBeNull();
  });
});
