import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LANGUAGES, type Language } from '@abacus/contract/languages';
import { EN, EXPORT_TEXTS, type ExportKey, exportText } from './export-texts.ts';

// Headers that may read as in English, because the word is the same in that language.
const SAME_EVERYWHERE: readonly ExportKey[] = ['id', 'email', 'prPercent'];
const SAME_IN: Partial<Record<Language, readonly ExportKey[]>> = {
  pl: ['royaltyPercent', 'royaltySum', 'region'],
  cs: ['region'],
  de: ['region'],
  ro: ['totals'],
  fr: ['totals'],
  es: ['totals'],
};

test('every report.xlsx header exists in all 12 languages, translated', () => {
  assert.deepEqual(Object.keys(EXPORT_TEXTS).sort(), [...LANGUAGES].sort());
  for (const lang of LANGUAGES) {
    const texts = EXPORT_TEXTS[lang];
    assert.deepEqual(Object.keys(texts).sort(), Object.keys(EN).sort(), lang);
    for (const [key, value] of Object.entries(texts) as [ExportKey, string][]) {
      assert.ok(value.trim(), `${lang} ${key} is empty`);
      assert.equal(value, value.trim(), `${lang} ${key} has spaces around it`);
      if (lang === 'en' || SAME_EVERYWHERE.includes(key) || SAME_IN[lang]?.includes(key)) continue;
      assert.notEqual(value, EN[key], `${lang} ${key} is not translated`);
    }
  }
});

test('the sheet name is a valid Excel sheet name in every language', () => {
  for (const lang of LANGUAGES) {
    const name = EXPORT_TEXTS[lang].sheet;
    assert.ok(name.length <= 31, `${lang} sheet name is longer than 31 characters`);
    assert.doesNotMatch(name, /[[\]:*?/\\]/, `${lang} sheet name has a character Excel refuses`);
  }
});

test('exportText answers in the language asked', () => {
  assert.equal(exportText('en', 'total'), 'To pay');
  assert.equal(exportText('ru', 'total'), 'К оплате');
  assert.equal(exportText('de', 'bonusDays'), 'Bonustage');
  assert.equal(exportText('he', 'royaltySum'), 'תמלוגים');
});
