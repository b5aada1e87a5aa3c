import { fromLocale, pickLanguage, RTL_LANGUAGES } from '../i18n/languages';

describe('interface languages (spec 000 section 9)', () => {
  // The list itself and ua -> uk are tested in contract/src/__tests__/languages.test.ts.
  it('writes Hebrew right-to-left', () => {
    expect([...RTL_LANGUAGES]).toEqual(['he']);
  });

  it('maps browser locales to interface codes', () => {
    expect(fromLocale('uk-UA')).toBe('ua');
    expect(fromLocale('iw')).toBe('he');
    expect(fromLocale('de-AT')).toBe('de');
    expect(fromLocale('ja-JP')).toBeNull();
  });

  it('picks forced, then ?lang, then storage, then the browser, then English', () => {
    expect(pickLanguage({ forced: 'pl', query: 'de', stored: 'fr' })).toBe('pl');
    expect(pickLanguage({ query: 'de', stored: 'fr' })).toBe('de');
    expect(pickLanguage({ query: 'xx', stored: 'fr' })).toBe('fr');
    expect(pickLanguage({ browser: ['ja', 'cs-CZ'] })).toBe('cs');
    expect(pickLanguage({})).toBe('en');
  });
});
