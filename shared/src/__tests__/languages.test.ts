import { fromLocale, LANGUAGES, pickLanguage, dataLanguage, RTL_LANGUAGES } from '../i18n/languages';

describe('interface languages (spec 000 section 9)', () => {
  it('has the 12 languages, Hebrew right-to-left', () => {
    expect(LANGUAGES).toEqual(['en', 'ru', 'ua', 'pl', 'he', 'az', 'hy', 'ro', 'fr', 'es', 'cs', 'de']);
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

  it('uses uk in data fields where the interface says ua', () => {
    expect(dataLanguage('ua')).toBe('uk');
    expect(dataLanguage('pl')).toBe('pl');
  });
});
