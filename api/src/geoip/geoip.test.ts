import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { countryOf } from './lookup.ts';

describe('countryOf (real geoip-lite data)', () => {
  test('public addresses map to their country', async () => {
    assert.equal(await countryOf('83.0.0.1'), 'PL'); // Orange Polska
    assert.equal(await countryOf('212.77.98.9'), 'PL'); // wp.pl
    assert.equal(await countryOf('195.78.68.1'), 'UA');
    assert.equal(await countryOf('8.8.8.8'), 'US');
    assert.equal(await countryOf('::ffff:83.0.0.1'), 'PL');
    assert.equal(await countryOf('2001:4860:4860::8888'), 'US');
  });
  test('private, loopback and garbage give null', async () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.0.1', '::1', 'not-an-ip', '', null, undefined, '999.1.1.1']) {
      assert.equal(await countryOf(ip as string), null, String(ip));
    }
  });
});

describe('GET geoip/info', () => {
  let direct: TestApp;
  let proxied: TestApp;
  before(async () => {
    direct = await createTestApp();
    proxied = await createTestApp({ config: { trustProxy: ['127.0.0.1'] }, database: direct.database });
  });
  after(async () => {
    await proxied.close();
    await direct.close();
  });

  test('uses the socket address; ignores X-Forwarded-For unless trustProxy', async () => {
    let res = await direct.req({ method: 'GET', url: '/api/v1/geoip/info', remoteAddress: '83.0.0.1' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { country: 'PL' });
    res = await direct.req({
      method: 'GET',
      url: '/api/v1/geoip/info/',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '83.0.0.1' },
    });
    assert.deepEqual(res.json(), { country: null });
    res = await proxied.req({
      method: 'GET',
      url: '/api/v1/geoip/info',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '195.78.68.1' },
    });
    assert.deepEqual(res.json(), { country: 'UA' });
    res = await proxied.req({
      method: 'GET',
      url: '/api/v1/geoip/info',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': 'garbage, ###' },
    });
    assert.equal(res.statusCode, 200);
    // A peer that is not a listed proxy cannot name its address through the header.
    res = await proxied.req({
      method: 'GET',
      url: '/api/v1/geoip/info',
      remoteAddress: '83.0.0.1',
      headers: { 'x-forwarded-for': '195.78.68.1' },
    });
    assert.deepEqual(res.json(), { country: 'PL' });
  });
});
