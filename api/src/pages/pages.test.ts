// Issue 11, the public static pages (spec 002 "Static pages"; section 7: "GET pages/{static}: text_{lang}; status
// 400 goes to the Dashboard 404 page. POST pages/{static} with text_az, ..., text_de"): built-in text in the 12
// languages until the super franchise saves a page; only the super franchise saves; HTML is sanitized.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { clientFor, createTestApp, type Client, type TestApp } from '../test/test-app.ts';
import { DATA_LANGUAGES } from '@abacus/contract/languages';
import { NO_PERMISSION } from '@abacus/contract/messages';
import { STATIC_PAGES, UNKNOWN_PAGE } from '@abacus/contract/static-pages-schema';

let t: TestApp;
const as: Record<string, Client> = {};

before(async () => {
  t = await createTestApp();
  for (const who of ['super', 'master', 'franchise', 'student']) as[who] = await clientFor(t, `${who}@demo.school`);
});
after(() => t.close());

const visitor = (url: string) => t.req({ method: 'GET', url: `/api/v1/${url}` });

describe('static pages', { concurrency: 1 }, () => {
  test('every page answers real text in the 12 languages to a visitor who is not signed in', async () => {
    for (const page of STATIC_PAGES) {
      const res = await visitor(`pages/${page}`);
      assert.equal(res.statusCode, 200, page);
      const body = res.json();
      assert.equal(body.updated, null, `${page} is the built-in text`);
      for (const l of DATA_LANGUAGES) {
        assert.match(body[`text_${l}`], /^<h2>[^<]+<\/h2>/, `${page} ${l} starts with its title`);
        assert.ok(body[`text_${l}`].length > 300, `${page} ${l} is a real text`);
      }
    }
  });

  test('a page that does not exist is 400', async () => {
    for (const page of ['nope', 'FAQ', '..%2Fusers', 'x'.repeat(65)]) {
      const res = await visitor(`pages/${page}`);
      assert.equal(res.statusCode, 400, page);
    }
    assert.deepEqual((await visitor('pages/nope')).json(), { detail: UNKNOWN_PAGE });
  });

  test('only the super franchise saves a page', async () => {
    for (const who of ['master', 'franchise', 'student']) {
      assert.deepEqual((await as[who]('POST', '/api/v1/pages/faq', { text_en: '<p>x</p>' })).json(), {
        detail: NO_PERMISSION,
      });
    }
    const anonymous = await t.req({ method: 'POST', url: '/api/v1/pages/faq', payload: { text_en: '<p>x</p>' } });
    assert.equal(anonymous.statusCode, 401);
    assert.equal((await visitor('pages/faq')).json().updated, null, 'nothing was saved');
  });

  test('the super franchise saves two languages, sanitized; the others keep their text', async () => {
    const before = (await visitor('pages/faq')).json();
    const saved = await as.super('POST', '/api/v1/pages/faq', {
      text_en:
        '<h2>FAQ</h2><p onclick="steal()">New answer<script>steal()</script></p><a href="javascript:steal()">x</a>',
      text_pl: '<h2>Pytania</h2><p>Nowa odpowiedź</p>',
    });
    assert.equal(saved.statusCode, 200);
    const after = (await visitor('pages/faq')).json();
    assert.equal(after.text_en, '<h2>FAQ</h2><p>New answer</p><a target="_blank" rel="noopener noreferrer">x</a>');
    assert.equal(after.text_pl, '<h2>Pytania</h2><p>Nowa odpowiedź</p>');
    assert.equal(after.text_he, before.text_he, 'a language not sent is kept');
    assert.ok(after.updated);
    const emptied = await as.super('POST', '/api/v1/pages/faq', { text_de: '<p></p>' });
    assert.equal(emptied.json().text_de, '', 'an emptied editor is no text: visitors read the fallback');
    assert.equal((await as.super('POST', '/api/v1/pages/faq', { text_en: 5 })).statusCode, 400);
  });
});
