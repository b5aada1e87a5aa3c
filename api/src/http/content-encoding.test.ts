import assert from 'node:assert/strict';
import { test } from 'node:test';
import { acceptedEncodings } from './content-encoding.ts';

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
