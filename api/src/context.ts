import type { SignInThrottle } from './auth/throttle.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';

/** What route modules need: passed explicitly by buildApp. */
export interface AppContext {
  db: Db;
  mailer: Mailer;
  config: Config;
  throttle: SignInThrottle;
}

export const API_PREFIX = '/api/v1';
