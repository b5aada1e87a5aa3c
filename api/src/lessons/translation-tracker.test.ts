import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DATA_LANGUAGES } from '@abacus/contract/languages';
import { stampChanged, trackTranslations } from './translation-tracker.ts';

const all = (text: string) => Object.fromEntries(DATA_LANGUAGES.map((l) => [l, text]));

describe('the translation tracker', () => {
  it('calls a language with a blank name or an emptied body missing', () => {
    const tracker = trackTranslations({
      name: { ...all('Name'), fr: '  ' },
      body: { ...all('<p>Text</p>'), de: '<p></p>', es: '<p><img src="/media/content/a.png"></p>' },
      textsUpdated: {},
    });
    assert.equal(tracker.fr, 'missing');
    assert.equal(tracker.de, 'missing');
    assert.equal(tracker.es, 'ok', 'a picture alone is a body');
    assert.equal(tracker.en, 'ok');
  });

  it('calls a language stale when it changed before the ru text, never ru itself', () => {
    const tracker = trackTranslations({
      name: all('Name'),
      body: all('<p>Text</p>'),
      textsUpdated: {
        ...all('2026-01-01T00:00:00.000Z'),
        ru: '2026-02-01T00:00:00.000Z',
        pl: '2026-03-01T00:00:00.000Z',
      },
    });
    assert.equal(tracker.ru, 'ok');
    assert.equal(tracker.pl, 'ok', 'translated after the ru change');
    assert.equal(tracker.he, 'stale');
  });

  it('stamps only the languages whose name or body changed', () => {
    const before = { name: all('Name'), body: all('<p>Text</p>'), textsUpdated: all('2026-01-01T00:00:00.000Z') };
    const stamped = stampChanged(
      before,
      { name: { ...before.name, ru: 'Имя' }, body: { ...before.body, he: '<p>x</p>' } },
      'NOW',
    );
    assert.equal(stamped.ru, 'NOW');
    assert.equal(stamped.he, 'NOW');
    assert.equal(stamped.en, '2026-01-01T00:00:00.000Z');
  });
});
