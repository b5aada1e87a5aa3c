import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Issue 9: 20 connections that sent headers and then a body that never came stayed open for 150 s.
let t: TestApp;
let port: number;
before(async () => {
  t = await createTestApp({ config: { requestTimeoutMs: 1500, keepAliveTimeoutMs: 1000 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
after(() => t.close());

/** Opens a connection, sends a request whose body never arrives, and resolves with how long the server kept it. */
function stalledBody(): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /api/v1/users/user/auth HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"u',
      );
    });
    socket.on('close', () => resolve(Date.now() - started));
    socket.on('error', () => undefined);
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the server kept a stalled request open for 20 s'));
    }, 20_000).unref();
  });
}

test('a request whose body stalls is closed by the server within its timeout', async () => {
  const kept = await Promise.all(Array.from({ length: 5 }, stalledBody));
  for (const ms of kept) assert.ok(ms < 10_000, `closed after ${ms} ms`);
});
