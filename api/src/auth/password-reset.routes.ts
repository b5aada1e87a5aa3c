import { and, asc, eq, TransactionRollbackError } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX, type AppContext } from '../context.ts';
import { authTokens, users } from '../db/schema.ts';
import { detail, fieldErrors } from '../http/errors.ts';
import { resetPasswordMail } from '../mail/templates.ts';
import { burnEmailTokens, consumeEmailToken, createEmailToken, isEmailTokenOpen } from './email-tokens.ts';
import { storedLanguage } from '../i18n/request-language.ts';
import { limitMail } from '../mail/mail-limits.ts';
import { hashPassword } from './passwords.ts';
import { FAMILY_MAX, passwordTaken } from '../users/family-email.ts';
import { restoreBody, restoreConfirmBody, statusOk } from '@abacus/contract/auth-schema';
import { detailError, errorBody } from '@abacus/contract/errors-schema';
import { INVALID_RESET_LINK, PASSWORD_NOT_UNIQUE } from '@abacus/contract/messages';

export { INVALID_RESET_LINK };

export function registerPasswordResetRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(`${API_PREFIX}/users/user/restore`, {
    schema: {
      tags: ['auth'],
      summary: 'Send a password-reset link; always answers OK (does not reveal whether the e-mail exists)',
      body: restoreBody,
      response: { 200: statusOk, 429: detailError },
    },
    handler: async (req) => {
      await limitMail(ctx.db, ctx.config.mailLimits, { recipient: req.body.email, ip: req.ip });
      // A family shares one e-mail: each of its active accounts gets its own link (users/family-email.ts).
      const accounts = await ctx.db
        .select()
        .from(users)
        .where(and(eq(users.email, req.body.email), eq(users.isActive, true)))
        .orderBy(asc(users.id))
        .limit(FAMILY_MAX);
      for (const user of accounts) {
        // A new link makes the older ones useless: only the latest mail works.
        const token = await ctx.db.transaction(async (tx) => {
          await burnEmailTokens(tx as typeof ctx.db, user.id, 'reset');
          return createEmailToken(tx as typeof ctx.db, user.id, 'reset', ctx.config.resetTokenTtlMs);
        });
        const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        const hours = Math.round(ctx.config.resetTokenTtlMs / 3_600_000);
        try {
          await ctx.mailer.send(resetPasswordMail(user.email, storedLanguage(user.defaultLanguage), link, hours));
        } catch (err) {
          req.log.error({ err }, 'reset mail could not be sent');
        }
      }
      return { status: 'OK' as const };
    },
  });

  r.post(`${API_PREFIX}/users/user/restore/confirm`, {
    schema: {
      tags: ['auth'],
      summary: 'Set a new password with the token from the reset link; revokes all sign-in tokens of the user',
      body: restoreConfirmBody,
      response: { 200: statusOk, 400: errorBody },
    },
    handler: async (req) => {
      // The token first: hashing (deliberately slow) is spent only on a link that can work.
      if (!(await isEmailTokenOpen(ctx.db, req.body.token, 'reset'))) throw detail(400, INVALID_RESET_LINK);
      const passwordHash = await hashPassword(req.body.password, ctx.config.argon2);
      const done = await ctx.db
        .transaction(async (tx) => {
          const userId = await consumeEmailToken(tx as typeof ctx.db, req.body.token, 'reset');
          if (userId === null) return false;
          // A family shares one e-mail and sign-in tells its accounts apart by password (users/family-email.ts):
          // a password another account of the address has would make one of the two unreachable.
          const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
          if (owner && (await passwordTaken(tx as typeof ctx.db, owner.email, req.body.password, userId))) {
            throw fieldErrors({ password: [PASSWORD_NOT_UNIQUE] });
          }
          const updated = await tx
            .update(users)
            .set({ passwordHash })
            .where(and(eq(users.id, userId), eq(users.isActive, true)))
            .returning({ id: users.id });
          if (updated.length === 0) {
            tx.rollback();
          }
          await burnEmailTokens(tx as typeof ctx.db, userId, 'reset');
          await tx.delete(authTokens).where(eq(authTokens.userId, userId));
          return true;
        })
        .catch((err: unknown) => {
          if (err instanceof TransactionRollbackError) return false;
          throw err;
        });
      if (!done) throw detail(400, INVALID_RESET_LINK);
      return { status: 'OK' as const };
    },
  });
}
