import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX, type AppContext } from '../context.ts';
import { authTokens, users } from '../db/schema.ts';
import { ApiError, detail, nonFieldError } from '../http/errors.ts';
import { requireAuth } from './authenticate.ts';
import { verifyDummy, verifyPassword } from './passwords.ts';
import { generateToken, sha256 } from './tokens.ts';
import { FAMILY_MAX } from '../users/family-email.ts';
import { CHALLENGE_PATH, SIGN_IN_CODES } from '@abacus/contract/auth';
import { challengeSchema, signInAnswer, signInBody } from '@abacus/contract/auth-schema';
import { detailError, errorBody } from '@abacus/contract/errors-schema';
import { ACCOUNT_DEACTIVATED } from '@abacus/contract/messages';

export { ACCOUNT_DEACTIVATED };

export const INVALID_CREDENTIALS = 'Password or login is not correct';
export const CHALLENGE_REQUIRED = 'Confirm that you are a person: solve the challenge and sign in again.';
export const CHALLENGE_INVALID = 'The challenge was not solved, has expired or was already used. Solve a new one.';

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
      const decision = await ctx.signIn.guard.check(username, ip);
      if (decision.kind === 'wait') {
        throw new ApiError(
          429,
          {
            detail: `Too many failed sign-in attempts. Try again in ${decision.seconds} seconds.`,
            code: SIGN_IN_CODES.throttled,
          },
          { 'Retry-After': String(decision.seconds) },
        );
      }
      if (decision.kind === 'challenge') {
        if (!req.body.challenge) throw nonFieldError(CHALLENGE_REQUIRED, { code: SIGN_IN_CODES.challengeRequired });
        if (!(await ctx.signIn.challenges.redeem(req.body.challenge))) {
          throw nonFieldError(CHALLENGE_INVALID, { code: SIGN_IN_CODES.challengeInvalid });
        }
      }
      // A family shares one e-mail (a parent and their children); the password tells who signs in, and no two
      // accounts of one e-mail have the same password (users/family-email.ts).
      const candidates = await ctx.db
        .select()
        .from(users)
        .where(eq(users.email, username))
        .orderBy(asc(users.id))
        .limit(FAMILY_MAX);
      let user: (typeof candidates)[number] | undefined;
      for (const candidate of candidates) {
        if (await verifyPassword(candidate.passwordHash, req.body.password)) {
          user = candidate;
          break;
        }
      }
      if (!candidates.length) await verifyDummy(req.body.password, ctx.config.argon2); // the same time for an unknown user
      if (!user) {
        await ctx.signIn.guard.failed(username, ip);
        throw nonFieldError(INVALID_CREDENTIALS, { code: SIGN_IN_CODES.invalidCredentials });
      }
      if (!user.isActive) throw nonFieldError(ACCOUNT_DEACTIVATED, { code: SIGN_IN_CODES.accountDeactivated });
      await ctx.signIn.guard.succeeded(username);
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

  r.get(`${API_PREFIX}/${CHALLENGE_PATH}`, {
    schema: {
      tags: ['auth'],
      summary: 'A proof-of-work challenge, asked for by a sign-in answered with code challenge_required',
      response: { 200: challengeSchema },
    },
    handler: async () => ctx.signIn.challenges.issue(),
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
