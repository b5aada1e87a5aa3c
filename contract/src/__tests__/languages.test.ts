import { langQuery } from '../languages-schema';
import { DATA_LANGUAGES, dataLanguage, interfaceLanguage, isDataLanguage, isLanguage, LANGUAGES } from '../languages';

describe('languages (spec 000 section 9)', () => {
  it('has the 12 interface languages', () => {
    expect(LANGUAGES).toEqual(['en', 'ru', 'ua', 'pl', 'he', 'az', 'hy', 'ro', 'fr', 'es', 'cs', 'de']);
  });

  it('uses uk in data fields where the interface says ua, and back', () => {
    expect(dataLanguage('ua')).toBe('uk');
    expect(dataLanguage('pl')).toBe('pl');
    expect(interfaceLanguage('uk')).toBe('ua');
    expect(interfaceLanguage('de')).toBe('de');
    expect(interfaceLanguage('md')).toBeNull();
  });

  it('lists the data languages in the same order, uk in place of ua', () => {
    expect(DATA_LANGUAGES).toEqual(LANGUAGES.map((lang) => (lang === 'ua' ? 'uk' : lang)));
    expect(isDataLanguage('uk') && !isDataLanguage('ua')).toBe(true);
    expect(isLanguage('ua') && !isLanguage('uk')).toBe(true);
  });

  it('reads ?lang= as a data language: ua and uk both mean Ukrainian, default en', () => {
    expect(langQuery.parse({ lang: 'ua' })).toEqual({ lang: 'uk' });
    expect(langQuery.parse({ lang: 'uk' })).toEqual({ lang: 'uk' });
    expect(langQuery.parse({})).toEqual({ lang: 'en' });
    expect(langQuery.safeParse({ lang: 'xx' }).success).toBe(false);
  });
});
