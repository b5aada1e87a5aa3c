import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { batchInTurn } from '../db/batched.ts';
import { preparedOn } from '../db/prepared.ts';
import { runBatchedRead } from '../db/read-pipeline.ts';
import { elementsReader, jsonElements } from '../db/raw-columns.ts';
import { authTokens, users } from '../db/schema.ts';
import { detail } from '../http/errors.ts';
import { sha256, TOKEN_RE } from './tokens.ts';
import { UNAUTHORIZED_CODES } from '@abacus/contract/auth';
import { ACCOUNT_DEACTIVATED } from '@abacus/contract/messages';

/**
 * What every request knows of its user: who they are, where they are in the school and how to speak to them. The
 * session's query reads these 12 of the user's 52 columns (parsing and mapping the whole row was an eighth of a
 * request's CPU); a route that needs more reads it (`users/user/me` in its own session query).
 */
export const AUTH_USER_COLUMNS = {
  id: users.id,
  role: users.role,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  middleName: users.middleName,
  parentId: users.parentId,
  groupId: users.groupId,
  isActive: users.isActive,
  isFree: users.isFree,
  timezone: users.timezone,
  defaultLanguage: users.defaultLanguage,
};
export type AuthUser = Pick<typeof users.$inferSelect, keyof typeof AUTH_USER_COLUMNS>;

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthUser;
    authTokenId?: number;
  }
}

export const NO_CREDENTIALS = 'Authentication credentials were not provided.';
export const INVALID_TOKEN = 'Invalid token.';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

const unauthorized = (message: string, code?: string) => detail(401, message, code ? { code } : {});

/** The token from `Authorization: Token <key>`, or null when the header is absent. */
export function tokenFromHeader(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (header === undefined || header === '') return null;
  const m = /^Token\s+(\S+)\s*$/i.exec(header);
  if (!m) {
    if (/^Token\s*$/i.test(header)) throw unauthorized('Invalid token header. No credentials provided.');
    return null; // another scheme: treated as no credentials (like DRF)
  }
  return m[1];
}

const LAST_USED_RESOLUTION_MS = 60_000;

/** The token's row and its user, by the token's hash: the one query every authenticated request makes. */
export const SESSION_TOKEN_COLUMNS = {
  tokenId: authTokens.id,
  created: authTokens.created,
  lastUsed: authTokens.lastUsed,
};
/**
 * The session's columns over `auth_tokens viewer_token` joined to `users viewer`, as raw SQL (db/raw-columns.ts): one
 * JSON array named `session` (SESSION_TOKEN_COLUMNS' then AUTH_USER_COLUMNS'), through `wrap`. sessionOfRow reads it.
 */
export const sessionColumns = (wrap = (e: string) => e) =>
  `${wrap(`json_build_array(${jsonElements('viewer_token', SESSION_TOKEN_COLUMNS)}, ${jsonElements('viewer', AUTH_USER_COLUMNS)})`)} as "session"`;
const tokenOf = elementsReader<Omit<SessionRow, 'user'>>(SESSION_TOKEN_COLUMNS);
const userOf = elementsReader<AuthUser>(AUTH_USER_COLUMNS);
const USER_START = Object.keys(SESSION_TOKEN_COLUMNS).length;
/** The session of a row with sessionColumns. */
export const sessionOfRow = (row: Record<string, unknown>): SessionRow => {
  const values = row.session as unknown[];
  return { ...tokenOf(values, 0), user: userOf(values, USER_START) };
};

/**
 * The sessions of a batch's token hashes (`$1`, text[]): `from` and `columns` are the tables and columns a route's
 * lookup adds (`users/user/me`: the profile). Over batch_index, so PostgreSQL keeps one generic plan for it (with
 * `= any($1)` it planned the lookup anew every time; db/batched.ts batchRows).
 */
export const sessionsByHashSql = (
  columns = '',
  from = '',
) => `select viewer_token.token_hash as hash, ${sessionColumns()}${columns}
    from auth_tokens viewer_token join users viewer on viewer.id = viewer_token.user_id ${from}
    where viewer_token.token_hash in (select ($1::text[])[i] from batch_index(cardinality($1::text[])) i)`;

/**
 * A lookup by token hash, batched across the requests of a turn (db/batched.ts): the sessions of every request that
 * came in the same poll of the event loop are read by one statement `name` of `text` (sessionsByHashSql), and each
 * request gets its own row through `map`.
 */
export function byTokenHash<R>(
  name: string,
  text: string,
  map: (row: Record<string, unknown>) => R,
): (db: Db) => (hash: string) => Promise<R | undefined> {
  return preparedOn((db) =>
    batchInTurn(async (hashes: string[]) => {
      const rows = await runBatchedRead<Record<string, unknown>>(db, name, text, [hashes]);
      const byHash = new Map(rows.map((row) => [row.hash as string, row]));
      return hashes.map((hash) => {
        const row = byHash.get(hash);
        return row === undefined ? undefined : map(row);
      });
    }),
  );
}
const sessionOf = byTokenHash('auth_tokens_and_users', sessionsByHashSql(), sessionOfRow);

const touchToken = preparedOn((db) =>
  db
    .update(authTokens)
    .set({ lastUsed: sql`now()` })
    .where(eq(authTokens.id, sql.placeholder('id')))
    .prepare('auth_token_touch'),
);

/** A session's row as the token lookup reads it: the token's times and its user (and whatever else a route adds). */
export interface SessionRow {
  tokenId: number;
  created: Date;
  lastUsed: Date;
  user: AuthUser;
}

/** onRequest hook of protected routes: sets req.user or answers 401 (before any input is validated). */
export function requireAuth(ctx: AppContext) {
  return requireAuthBy(ctx, (db, hash) => sessionOf(db)(hash));
}

/**
 * requireAuth with a lookup of the route's own that reads the session's row and more in the same query (one round
 * trip for `users/user/me`); `found` gets the row once the session is known to be valid.
 */
export function requireAuthBy<R extends SessionRow>(
  ctx: AppContext,
  lookup: (db: AppContext['db'], tokenHash: string, req: FastifyRequest) => Promise<R | undefined>,
  found?: (req: FastifyRequest, row: R) => void,
) {
  return async function authenticate(req: FastifyRequest): Promise<void> {
    const token = tokenFromHeader(req);
    if (token === null) throw withChallenge(unauthorized(NO_CREDENTIALS));
    if (!TOKEN_RE.test(token)) throw withChallenge(unauthorized(INVALID_TOKEN, UNAUTHORIZED_CODES.tokenInvalid));
    const row = await lookup(ctx.db, sha256(token), req);
    const now = Date.now();
    if (!row) throw withChallenge(unauthorized(INVALID_TOKEN, UNAUTHORIZED_CODES.tokenInvalid));
    if (!row.user.isActive) {
      await ctx.db.delete(authTokens).where(eq(authTokens.userId, row.user.id));
      throw withChallenge(unauthorized(ACCOUNT_DEACTIVATED, UNAUTHORIZED_CODES.accountDeactivated));
    }
    const tooOld = now - row.created.getTime() > ctx.config.authTokenLifetimeMs;
    const idle = now - row.lastUsed.getTime() > ctx.config.authTokenIdleTtlMs;
    if (tooOld || idle) {
      await ctx.db.delete(authTokens).where(eq(authTokens.id, row.tokenId));
      throw withChallenge(unauthorized(SESSION_EXPIRED, UNAUTHORIZED_CODES.sessionExpired));
    }
    if (now - row.lastUsed.getTime() > LAST_USED_RESOLUTION_MS) await touchToken(ctx.db).execute({ id: row.tokenId });
    req.user = row.user;
    req.authTokenId = row.tokenId;
    found?.(req, row);
  };
}

function withChallenge<T extends { headers: Record<string, string> }>(err: T): T {
  err.headers['WWW-Authenticate'] = 'Token';
  return err;
}
