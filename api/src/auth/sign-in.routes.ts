import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX, type AppContext } from '../context.ts';
import { authTokens, users } from '../db/schema.ts';
import { ApiError, detail, nonFieldError } from '../http/errors.ts';
import { requireAuth } from './authenticate.ts';
import { verifyDummy, verifyPassword } from './passwords.ts';
import { generateToken, sha256 } from './tokens.ts';
import { signInAnswer, signInBody } from '@abacus/contract/auth-schema';
import { detailError, errorBody } from '@abacus/contract/errors-schema';

export const INVALID_CREDENTIALS = 'Password or login is not correct';
export const ACCOUNT_DEACTIVATED = 'Your account has been deactivated';

/** Header values are client-supplied: keep them short and printable. */
const headerText = (v: string | string[] | undefined) =>
  (Array.isArray(v) ? v[0] : (v ?? '')).replace(/[^\x20-\x7e]/g, '').slice(0, 255);

export function registerSignInRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(`${API_PREFIX}/users/user/auth`, {
    schema: {
      tags: ['auth'],
      summary: 'Sign in with e-mail and password; returns a token for `Authorization: Token <token>`',
      body: signInBody,
      response: { 200: signInAnswer, 400: errorBody, 429: detailError },
    },
    handler: async (req) => {
      const username = req.body.username.trim().toLowerCase();
      const ip = req.ip;
      const wait = ctx.throttle.retryAfter(username, ip);
      if (wait > 0) {
        throw new ApiError(
          429,
          { detail: `Too many failed sign-in attempts. Try again in ${wait} seconds.`, code: 'throttled' },
          { 'Retry-After': String(wait) },
        );
      }
      const [user] = await ctx.db.select().from(users).where(eq(users.email, username)).limit(1);
      let ok = false;
      if (user) ok = await verifyPassword(user.passwordHash, req.body.password);
      else await verifyDummy(req.body.password, ctx.config.argon2); // the same time for an unknown user
      if (!user || !ok) {
        ctx.throttle.recordFailure(username, ip);
        throw nonFieldError(INVALID_CREDENTIALS, { code: 'invalid_credentials' });
      }
      if (!user.isActive) throw nonFieldError(ACCOUNT_DEACTIVATED, { code: 'account_deactivated' });
      ctx.throttle.recordSuccess(username);
      const token = generateToken();
      await ctx.db.insert(authTokens).values({
        tokenHash: sha256(token),
        userId: user.id,
        device: headerText(req.headers.device),
        fingerprint: headerText(req.headers.fingerprint),
      });
      return { token };
    },
  });

  r.post(`${API_PREFIX}/users/user/logout`, {
    schema: { tags: ['auth'], summary: 'Revoke the token used for this request', security: [{ token: [] }] },
    onRequest: requireAuth(ctx),
    handler: async (req, reply) => {
      if (req.authTokenId === undefined) throw detail(401, 'Invalid token.');
      await ctx.db.delete(authTokens).where(eq(authTokens.id, req.authTokenId));
      return reply.code(204).send();
    },
  });
}
