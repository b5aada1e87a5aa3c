import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { acceptedEncodings, COMPRESSIBLE_FILE } from './content-encoding.ts';

test('brotli first when accepted, then gzip, whatever the order the client names them in', () => {
  assert.deepEqual(acceptedEncodings('gzip, deflate, br, zstd'), ['br', 'gzip']);
  assert.deepEqual(acceptedEncodings('gzip'), ['gzip']);
  assert.deepEqual(acceptedEncodings('BR'), ['br']);
});

test('q=0 refuses an encoding; * stands for the ones not named', () => {
  assert.deepEqual(acceptedEncodings('br;q=0, gzip;q=0.5'), ['gzip']);
  assert.deepEqual(acceptedEncodings('*'), ['br', 'gzip']);
  assert.deepEqual(acceptedEncodings('*;q=0, gzip'), ['gzip']);
  assert.deepEqual(acceptedEncodings('br; q=0.000'), []);
});

test('no header, identity only or garbage: nothing compressed', () => {
  assert.deepEqual(acceptedEncodings(undefined), []);
  assert.deepEqual(acceptedEncodings(''), []);
  assert.deepEqual(acceptedEncodings('identity'), []);
  assert.deepEqual(acceptedEncodings(',,;q=x, br;q=nope'), []);
});

test('the files looked for compressed are the ones the build compresses', () => {
  const build = createRequire(import.meta.url)('../../../shared/webpack/build-config.cjs') as { COMPRESSIBLE: RegExp };
  for (const file of ['a.js', 'a.css', 'index.html', 'mf-manifest.json', 'logo.svg', 'a.png', 'a.mp3', 'a.woff2'])
    assert.equal(COMPRESSIBLE_FILE.test(file), build.COMPRESSIBLE.test(file), file);
});
