import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LANGUAGES } from '@abacus/contract/languages';
import { requestLanguage, storedLanguage } from './request-language.ts';
import { EN, text, textsOf } from './server-texts.ts';

test('every server text exists in all 12 languages, with the same placeholders', () => {
  for (const lang of LANGUAGES) {
    const texts = textsOf(lang);
    assert.deepEqual(Object.keys(texts).sort(), Object.keys(EN).sort(), lang);
    for (const [key, value] of Object.entries(texts)) {
      assert.ok(value.trim(), `${lang} ${key} is empty`);
      const wanted = EN[key as keyof typeof EN].match(/\{\{\w+\}\}/g) ?? [];
      assert.deepEqual(value.match(/\{\{\w+\}\}/g) ?? [], wanted, `${lang} ${key}`);
      if (lang !== 'en') assert.notEqual(value, EN[key as keyof typeof EN], `${lang} ${key} is not translated`);
    }
  }
});

test('placeholders are filled in', () => {
  assert.equal(
    text('ru', 'mail.reset.tail', { hours: 24 }),
    'Ссылка действует один раз и истекает через 24 ч. Если вы не запрашивали сброс, просто проигнорируйте это письмо.',
  );
});

test('the request language comes from Accept-Language; uk is ua; anything else is English', () => {
  const of = (value?: string) => requestLanguage({ headers: { 'accept-language': value } });
  assert.equal(of('ua'), 'ua');
  assert.equal(of('uk-UA,uk;q=0.9'), 'ua');
  assert.equal(of('he'), 'he');
  assert.equal(of('zz, de-DE;q=0.8'), 'de');
  assert.equal(of('zz'), 'en');
  assert.equal(of(undefined), 'en');
  assert.equal(storedLanguage('uk'), 'ua');
  assert.equal(storedLanguage('xx'), 'en');
});
