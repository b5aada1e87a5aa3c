import { localizedText } from '../localized';

describe('texts in the data language', () => {
  const lesson = { name_en: 'Friends of five', name_uk: 'Друзі п’ятірки', name_ru: '  ', name_de: null };

  it('maps the interface ua to the data field uk', () => {
    expect(localizedText(lesson, 'name', 'ua')).toBe('Друзі п’ятірки');
    expect(localizedText(lesson, 'name', 'en')).toBe('Friends of five');
  });

  it('falls back to English when the translation is empty or missing', () => {
    expect(localizedText(lesson, 'name', 'ru')).toBe('Friends of five');
    expect(localizedText(lesson, 'name', 'de')).toBe('Friends of five');
    expect(localizedText(lesson, 'name', 'he')).toBe('Friends of five');
    expect(localizedText({}, 'name', 'he')).toBe('');
  });
});
