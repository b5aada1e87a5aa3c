import { eq } from 'drizzle-orm';
import type { FastifyInstance, HTTPMethods, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { users } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createTestDatabase, TEST_ARGON2, type TestDatabase } from './test-db.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
  /** POST users/user/auth and return the token (asserts 200). */
  signIn(email: string, password?: string): Promise<string>;
  req(opts: InjectOptions): Promise<LightMyRequestResponse>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return loadConfig(
    { ...process.env, DEV_OUTBOX: '1', PUBLIC_URL: 'http://school.test' },
    {
      argon2: TEST_ARGON2,
      ...overrides,
    },
  );
}

export async function createTestApp(
  opts: { config?: Partial<Config>; staticRoot?: string; mailer?: Mailer; database?: TestDatabase } = {},
): Promise<TestApp> {
  const database = opts.database ?? (await createTestDatabase());
  const config = testConfig(opts.config);
  const app = await buildApp({
    db: database.db,
    config,
    staticRoot: opts.staticRoot,
    mailer: opts.mailer,
    logger: process.env.TEST_LOG ? { level: 'debug' } : false,
  });
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      if (!opts.database) await database.destroy();
    },
    async signIn(email, password = 'demo1234') {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/users/user/auth',
        payload: { username: email, password },
      });
      if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
      return res.json().token as string;
    },
    req: (o) => app.inject(o),
  };
}

/** The id of a user by e-mail (e.g. 'student@demo.school'). */
export async function idOf(t: TestApp, email: string): Promise<number> {
  const [u] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!u) throw new Error(`no user ${email}`);
  return u.id;
}

/** Makes requests as one signed-in user. */
export type Client = (
  method: HTTPMethods,
  url: string,
  payload?: InjectOptions['payload'],
) => Promise<LightMyRequestResponse>;

/** Signs in as `email` (password demo1234 unless given) and returns a client making requests with that token. */
export async function clientFor(t: TestApp, email: string, password?: string): Promise<Client> {
  const token = await t.signIn(email, password);
  return (method, url, payload) => t.req({ method, url, payload, headers: { authorization: `Token ${token}` } });
}

/** The newest dev-outbox mail to that address (via the HTTP route, like the browser tests). */
export async function lastMail(t: TestApp, to: string) {
  const res = await t.req({ method: 'GET', url: `/api/v1/dev/outbox?to=${encodeURIComponent(to)}` });
  const list = res.json() as { to: string; subject: string; text: string; html: string; created: string }[];
  return list[0];
}
