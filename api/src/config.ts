import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SIGN_IN_POLICY, type SignInPolicy } from './auth/sign-in-policy.ts';
import { DEFAULT_MAIL_LIMITS, type MailLimits } from './mail/mail-limits.ts';

/** Repository root (the folder holding api/). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export interface Config {
  port: number;
  host: string;
  /** Base of links in e-mails (reset password, activation). */
  publicUrl: string;
  databaseUrl: string | null;
  /** Folder of the embedded PostgreSQL server, used when DATABASE_URL is unset. */
  pgDataDir: string;
  /** Settings the embedded server starts with (`name=value`, as `postgres -c`), e.g. for pg_stat_statements. */
  pgSettings: string[];
  staticRoot: string;
  /** Uploaded files (avatars), served under /media/ beside the committed seed assets. */
  mediaDir: string;
  /** Committed seed assets (shop artwork, reward videos), served under /media/. */
  assetsDir: string;
  smtpUrl: string | null;
  mailFrom: string;
  devOutbox: boolean;
  /**
   * The proxies whose X-Forwarded-For is believed (addresses or CIDRs, e.g. ['127.0.0.1', '10.0.0.0/8']); empty: the
   * socket's address is the client's. Never "every hop": a client could then name any address it likes.
   */
  trustProxy: string[];
  /** How long a request may take to arrive in full (a slow body included), and how long an idle connection stays. */
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  resetTokenTtlMs: number;
  activationTokenTtlMs: number;
  /** An auth token not used for this long is refused. */
  authTokenIdleTtlMs: number;
  /** An auth token older than this is refused however often it is used (absolute lifetime). */
  authTokenLifetimeMs: number;
  /** Progressive delay and challenge thresholds of the sign-in (see auth/sign-in-policy.ts). */
  signInPolicy: SignInPolicy;
  challenge: { maxCounter: number; secret: string | null };
  /** Generator calls one client address may make per minute. */
  generatorPerMinute: number;
  /** Per hour: mails to one recipient, mail-sending calls from one client address. */
  mailLimits: MailLimits;
  bodyLimit: number;
  argon2: Argon2Params;
  logLevel: string;
  /** Seed the demo school (every login's password demo1234) into an empty database: SEED_DEMO=0 in production. */
  seedDemo: boolean;
}

const HOUR = 60 * 60 * 1000;

function bool(v: string | undefined): boolean {
  return v === '1' || v === 'true' || v === 'yes';
}

function int(v: string | undefined, fallback: number): number {
  const n = v === undefined || v === '' ? NaN : Number(v);
  return Number.isFinite(n) ? n : fallback;
}

/** TRUST_PROXY: a comma-separated list of proxy addresses or CIDRs. "1"/"true" (trust everyone) is refused. */
export function proxyList(v: string | undefined): string[] {
  const list = (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.some((s) => /^(1|true|yes|\*)$/i.test(s))) {
    throw new Error('TRUST_PROXY lists the addresses of your proxies (e.g. 127.0.0.1,10.0.0.0/8), not "true"');
  }
  return list;
}

/** `EMBEDDED_PG_SETTINGS`: `name=value` pairs separated by spaces (`shared_preload_libraries=pg_stat_statements`). */
function serverSettings(value: string | undefined): string[] {
  const settings = (value ?? '').split(/\s+/).filter(Boolean);
  const wrong = settings.find((setting) => !/^[a-z_.]+=\S+$/.test(setting));
  if (wrong) throw new Error(`EMBEDDED_PG_SETTINGS takes name=value pairs separated by spaces, not "${wrong}"`);
  return settings;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  if (env.DATABASE_URL && !/^postgres(ql)?:\/\//.test(env.DATABASE_URL)) {
    throw new Error(
      `DATABASE_URL must start with postgres:// or postgresql:// (unset it to use the embedded PostgreSQL server)`,
    );
  }
  const databaseUrl = env.DATABASE_URL || null;
  return {
    port: int(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    // Without PUBLIC_URL, links in e-mails point at this server on its own port.
    publicUrl: (env.PUBLIC_URL || `http://localhost:${int(env.PORT, 8080)}`).replace(/\/+$/, ''),
    databaseUrl,
    pgDataDir: path.resolve(env.PGDATA_DIR || path.join(repoRoot, '.data', 'postgres')),
    pgSettings: serverSettings(env.EMBEDDED_PG_SETTINGS),
    staticRoot: path.resolve(env.STATIC_ROOT || path.join(repoRoot, 'dist')),
    mediaDir: path.resolve(env.MEDIA_DIR || path.join(repoRoot, '.data', 'media')),
    assetsDir: path.join(repoRoot, 'api', 'assets'),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Abacus School <no-reply@abacus.school>',
    devOutbox: bool(env.DEV_OUTBOX),
    trustProxy: proxyList(env.TRUST_PROXY),
    requestTimeoutMs: int(env.REQUEST_TIMEOUT_SECONDS, 30) * 1000,
    keepAliveTimeoutMs: int(env.KEEP_ALIVE_TIMEOUT_SECONDS, 10) * 1000,
    resetTokenTtlMs: int(env.RESET_TOKEN_TTL_HOURS, 24) * HOUR,
    activationTokenTtlMs: int(env.ACTIVATION_TOKEN_TTL_HOURS, 72) * HOUR,
    authTokenIdleTtlMs: int(env.AUTH_TOKEN_IDLE_DAYS, 14) * 24 * HOUR,
    authTokenLifetimeMs: int(env.AUTH_TOKEN_LIFETIME_DAYS, 30) * 24 * HOUR,
    signInPolicy: {
      ...DEFAULT_SIGN_IN_POLICY,
      accountChallengeAfter: int(env.SIGNIN_ACCOUNT_CHALLENGE_AFTER, DEFAULT_SIGN_IN_POLICY.accountChallengeAfter),
      addressChallengeAfter: int(env.SIGNIN_ADDRESS_CHALLENGE_AFTER, DEFAULT_SIGN_IN_POLICY.addressChallengeAfter),
    },
    generatorPerMinute: int(env.GENERATOR_LIMIT_PER_MINUTE, 120),
    mailLimits: {
      perRecipient: int(env.MAIL_LIMIT_PER_RECIPIENT, DEFAULT_MAIL_LIMITS.perRecipient),
      perAddress: int(env.MAIL_LIMIT_PER_ADDRESS, DEFAULT_MAIL_LIMITS.perAddress),
    },
    challenge: { maxCounter: int(env.SIGNIN_CHALLENGE_MAX_COUNTER, 50_000), secret: env.ALTCHA_HMAC_SECRET || null },
    bodyLimit: int(env.BODY_LIMIT_BYTES, 100 * 1024),
    argon2: { memoryCost: 19456, timeCost: 2, parallelism: 1 },
    logLevel: env.LOG_LEVEL || 'info',
    seedDemo: env.SEED_DEMO === undefined || env.SEED_DEMO === '' ? true : bool(env.SEED_DEMO),
    ...overrides,
  };
}
