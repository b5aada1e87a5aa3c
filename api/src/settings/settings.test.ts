// Issue 11, the network owner's settings (spec 002: "Settings ... pages are for the super franchise only"): the
// footer's contact details and social links. Everyone reads GET settings/public without signing in (cached briefly);
// only the super franchise reads GET settings and writes PATCH settings; the contract's rules hold on the server.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { clientFor, createTestApp, type Client, type TestApp } from '../test/test-app.ts';
import {
  ADDRESS_TOO_LONG,
  FIELD_REQUIRED,
  INVALID_EMAIL,
  INVALID_HTTPS_URL,
  INVALID_PHONE,
  NO_PERMISSION,
} from '@abacus/contract/messages';
import { DEFAULT_PUBLIC_SETTINGS } from '@abacus/contract/settings';
import { PUBLIC_SETTINGS_CACHE } from './settings.routes.ts';

let t: TestApp;
const as: Record<string, Client> = {};

before(async () => {
  t = await createTestApp();
  for (const who of ['super', 'master', 'franchise', 'teacher', 'parent', 'student']) {
    as[who] = await clientFor(t, `${who}@demo.school`);
  }
});
after(() => t.close());

const visitor = () => t.req({ method: 'GET', url: '/api/v1/settings/public' });

describe('settings', { concurrency: 1 }, () => {
  test('a visitor who is not signed in reads the defaults: today’s footer, no backgrounds; cached a minute', async () => {
    const res = await visitor();
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), DEFAULT_PUBLIC_SETTINGS);
    assert.equal(res.headers['cache-control'], PUBLIC_SETTINGS_CACHE);
    assert.equal(res.json().franchise_email, 'franchise@abacus-school.online');
    assert.equal(res.json().instagram, 'https://www.instagram.com/abacus.school.online');
  });

  test('only the super franchise reads and writes the settings; nobody else, signed in or not', async () => {
    const read = await as.super('GET', '/api/v1/settings');
    assert.equal(read.statusCode, 200, read.body);
    assert.deepEqual(read.json(), { ...DEFAULT_PUBLIC_SETTINGS, updated: null });
    assert.equal(read.headers['cache-control'], 'no-store', 'the editor never starts from an old copy');
    for (const who of ['master', 'franchise', 'teacher', 'parent', 'student']) {
      for (const [method, payload] of [
        ['GET', undefined],
        ['PATCH', { contact_email: 'x@example.com' }],
        ['PATCH', { contact_email: 'not an e-mail' }], // refused before the body is looked at
      ] as const) {
        const res = await as[who](method, '/api/v1/settings', payload);
        assert.equal(res.statusCode, 403, `${who} ${method}: ${res.body}`);
        assert.deepEqual(res.json(), { detail: NO_PERMISSION });
      }
    }
    for (const method of ['GET', 'PATCH'] as const) {
      const res = await t.req({ method, url: '/api/v1/settings', payload: { phone: '+48221234567' } });
      assert.equal(res.statusCode, 401, method);
    }
    assert.deepEqual((await visitor()).json(), DEFAULT_PUBLIC_SETTINGS, 'nothing was saved');
  });

  test('the super franchise saves contact details; visitors see them; fields not sent keep their value', async () => {
    const res = await as.super('PATCH', '/api/v1/settings', {
      contact_email: '  Hello@Abacus-School.Online ',
      phone: '+48 22 123 45 67',
      address: 'ul. Prosta 1, 00-001 Warszawa',
    });
    assert.equal(res.statusCode, 200, res.body);
    const saved = res.json();
    assert.equal(saved.contact_email, 'hello@abacus-school.online', 'trimmed and lowercased');
    assert.equal(saved.phone, '+48 22 123 45 67', 'shown as the owner wrote it');
    assert.equal(saved.address, 'ul. Prosta 1, 00-001 Warszawa');
    assert.equal(saved.franchise_email, DEFAULT_PUBLIC_SETTINGS.franchise_email, 'a default not sent is kept');
    assert.ok(saved.updated);
    const next = await as.super('PATCH', '/api/v1/settings', {
      instagram: 'https://instagram.com/new.school',
      telegram: '',
      franchise_email: 'owner@abacus-school.online',
    });
    assert.equal(next.statusCode, 200, next.body);
    const seen = (await visitor()).json();
    assert.deepEqual(seen, {
      ...DEFAULT_PUBLIC_SETTINGS,
      contact_email: 'hello@abacus-school.online',
      phone: '+48 22 123 45 67',
      address: 'ul. Prosta 1, 00-001 Warszawa',
      franchise_email: 'owner@abacus-school.online',
      instagram: 'https://instagram.com/new.school',
      telegram: '',
    });
    const nulls = await as.super('PATCH', '/api/v1/settings', { address: null, youtube: null });
    assert.equal(nulls.statusCode, 200, nulls.body);
    assert.deepEqual([nulls.json().address, nulls.json().youtube], ['', ''], 'null empties an optional field');
    const ignored = await as.super('PATCH', '/api/v1/settings', { backgrounds: { landing: '/x.png' }, other: 1 });
    assert.equal(ignored.statusCode, 200);
    assert.deepEqual(ignored.json().backgrounds, { landing: null, games: null }, 'backgrounds are not set by PATCH');
  });

  test('validation: e-mails valid, links https only, lengths capped; Django REST field errors', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ contact_email: 'not-an-email' }, { contact_email: [INVALID_EMAIL] }],
      [{ contact_email: `${'a'.repeat(250)}@example.com` }, { contact_email: [INVALID_EMAIL] }],
      [{ franchise_email: '' }, { franchise_email: [FIELD_REQUIRED] }],
      [{ franchise_email: null }, { franchise_email: [FIELD_REQUIRED] }],
      [{ franchise_email: 'owner@' }, { franchise_email: [INVALID_EMAIL] }],
      [{ phone: '12' }, { phone: [INVALID_PHONE] }],
      [{ phone: `+48${'1'.repeat(40)}` }, { phone: [INVALID_PHONE] }],
      [{ address: 'x'.repeat(301) }, { address: [ADDRESS_TOO_LONG] }],
      [{ facebook: 'http://www.facebook.com/school' }, { facebook: [INVALID_HTTPS_URL] }],
      [{ instagram: 'javascript:alert(1)' }, { instagram: [INVALID_HTTPS_URL] }],
      [{ youtube: 'www.youtube.com/@school' }, { youtube: [INVALID_HTTPS_URL] }],
      [{ telegram: 'https://user:pass@t.me/school' }, { telegram: [INVALID_HTTPS_URL] }],
      [{ telegram: 'https://t.me/a b' }, { telegram: [INVALID_HTTPS_URL] }],
      [{ telegram: `https://t.me/${'a'.repeat(500)}` }, { telegram: [INVALID_HTTPS_URL] }],
      [{ facebook: 'https://localhost/x' }, { facebook: [INVALID_HTTPS_URL] }],
      [
        { contact_email: 'x', facebook: 'ftp://a.com' },
        { contact_email: [INVALID_EMAIL], facebook: [INVALID_HTTPS_URL] },
      ],
    ];
    const before = (await visitor()).json();
    for (const [body, errors] of cases) {
      const res = await as.super('PATCH', '/api/v1/settings', body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.deepEqual(res.json(), errors, JSON.stringify(body));
    }
    for (const body of [{ address: 5 }, { phone: ['+48221234567'] }, { address: 'a\u0000b' }]) {
      const res = await as.super('PATCH', '/api/v1/settings', body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.ok(Object.keys(res.json()).length === 1, res.body);
    }
    const bad = await as.super('PATCH', '/api/v1/settings', [1, 2]);
    assert.equal(bad.statusCode, 400);
    assert.deepEqual((await visitor()).json(), before, 'nothing of a refused request was saved');
    const max = await as.super('PATCH', '/api/v1/settings', { address: 'x'.repeat(300) });
    assert.equal(max.statusCode, 200, '300 characters are fine');
  });
});
