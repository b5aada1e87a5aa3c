import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadConfig, proxyList } from './config.ts';

test('without PUBLIC_URL, e-mail links point at this server on its PORT', () => {
  assert.equal(loadConfig({ PORT: '9123' }).publicUrl, 'http://localhost:9123');
  assert.equal(loadConfig({}).publicUrl, 'http://localhost:8080');
  assert.equal(loadConfig({ PORT: '9123', PUBLIC_URL: 'https://abacus.school/' }).publicUrl, 'https://abacus.school');
});

test('TRUST_PROXY names proxies; "trust every hop" is refused', () => {
  assert.deepEqual(proxyList(undefined), []);
  assert.deepEqual(proxyList('127.0.0.1, 10.0.0.0/8'), ['127.0.0.1', '10.0.0.0/8']);
  for (const everyone of ['1', 'true', '*']) assert.throws(() => proxyList(everyone), /not "true"/);
});

test('EMBEDDED_PG_SETTINGS: name=value pairs for the embedded server; anything else is refused', () => {
  assert.deepEqual(loadConfig({}).pgSettings, []);
  assert.deepEqual(
    loadConfig({ EMBEDDED_PG_SETTINGS: ' shared_preload_libraries=pg_stat_statements  pg_stat_statements.max=500 ' })
      .pgSettings,
    ['shared_preload_libraries=pg_stat_statements', 'pg_stat_statements.max=500'],
  );
  for (const wrong of ['fsync', '-D=/tmp', 'work_mem = 4MB'])
    assert.throws(() => loadConfig({ EMBEDDED_PG_SETTINGS: wrong }), /name=value pairs/);
});
