import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { authTokens, users } from '../db/schema.ts';
import { detail } from '../http/errors.ts';
import { sha256, TOKEN_RE } from './tokens.ts';
import { UNAUTHORIZED_CODES } from '@abacus/contract/auth';
import { ACCOUNT_DEACTIVATED } from '@abacus/contract/messages';

export type AuthUser = typeof users.$inferSelect;

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

/** onRequest hook of protected routes: sets req.user or answers 401 (before any input is validated). */
export function requireAuth(ctx: AppContext) {
  return async function authenticate(req: FastifyRequest): Promise<void> {
    const token = tokenFromHeader(req);
    if (token === null) throw withChallenge(unauthorized(NO_CREDENTIALS));
    if (!TOKEN_RE.test(token)) throw withChallenge(unauthorized(INVALID_TOKEN, UNAUTHORIZED_CODES.tokenInvalid));
    const rows = await ctx.db
      .select({ tokenId: authTokens.id, created: authTokens.created, lastUsed: authTokens.lastUsed, user: users })
      .from(authTokens)
      .innerJoin(users, eq(users.id, authTokens.userId))
      .where(eq(authTokens.tokenHash, sha256(token)))
      .limit(1);
    const row = rows[0];
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
    if (now - row.lastUsed.getTime() > LAST_USED_RESOLUTION_MS) {
      await ctx.db
        .update(authTokens)
        .set({ lastUsed: new Date(now) })
        .where(and(eq(authTokens.id, row.tokenId)));
    }
    req.user = row.user;
    req.authTokenId = row.tokenId;
  };
}

function withChallenge<T extends { headers: Record<string, string> }>(err: T): T {
  err.headers['WWW-Authenticate'] = 'Token';
  return err;
}
