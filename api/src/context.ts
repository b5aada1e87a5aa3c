import type { SignInChallenges } from './auth/challenge.ts';
import type { SignInGuard } from './auth/sign-in-guard.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';
import type { BlobStore } from './storage/blob-store.ts';

/** What route modules need: passed explicitly by buildApp. */
export interface AppContext {
  db: Db;
  mailer: Mailer;
  config: Config;
  /** The bytes of the materials storage (filesystem or S3-compatible). */
  blobs: BlobStore;
  signIn: { guard: SignInGuard; challenges: SignInChallenges };
}

export const API_PREFIX = '/api/v1';
