import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isDatabaseUnavailable, sqlState } from './sql-errors.ts';

const wrapped = (cause: object) => Object.assign(new Error('Failed query: insert ...'), { cause });

test('a socket errno is not a SQLSTATE, and means the database is unreachable (write EPIPE mid-query)', () => {
  const epipe = wrapped(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
  assert.equal(sqlState(epipe), null);
  assert.equal(isDatabaseUnavailable(epipe), true);
});

test('unreachable: refused or missing socket, broken connection, shutdown and start-up states', () => {
  for (const cause of [
    Object.assign(new Error('connect ECONNREFUSED /tmp/run/.s.PGSQL.5432'), { code: 'ECONNREFUSED' }),
    Object.assign(new Error('connect ENOENT /tmp/run/.s.PGSQL.5432'), { code: 'ENOENT' }),
    new Error('Connection terminated unexpectedly'),
    new Error('timeout exceeded when trying to connect'),
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    Object.assign(new Error('terminating connection because of crash of another server process'), { code: '57P02' }),
    Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    Object.assign(new Error('connection failure'), { code: '08006' }),
  ]) {
    assert.equal(isDatabaseUnavailable(wrapped(cause)), true, cause.message);
  }
});

test('not unreachable: errors of the request itself keep their SQLSTATE', () => {
  const unique = wrapped(Object.assign(new Error('duplicate key'), { code: '23505' }));
  assert.equal(sqlState(unique), '23505');
  assert.equal(isDatabaseUnavailable(unique), false);
  assert.equal(isDatabaseUnavailable(new Error('boom')), false);
});
