import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sha256 } from '../auth/tokens.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { emailTokens, users } from '../db/schema.ts';
import { detail } from '../http/errors.ts';
import { decodeUserId } from './activation-link.ts';
import { requestLanguage } from '../i18n/request-language.ts';
import { EN, text } from '../i18n/server-texts.ts';
import { activationAnswer, activationParams } from '@abacus/contract/auth-schema';

// The messages are in the page's language (server-texts: activation.*); a failure is a 400, a success a 200.
export const VERIFIED = EN['activation.verified'];
export const ALREADY_VERIFIED = EN['activation.alreadyVerified'];
export const INVALID_ACTIVATION = EN['activation.invalid'];

export function registerActivateRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(`${API_PREFIX}/users/user/activate/:param1/:param2`, {
    schema: {
      tags: ['users'],
      summary: 'Verify the e-mail with the link from the activation mail',
      params: activationParams,
      response: { 200: activationAnswer },
    },
    handler: async (req) => {
      const lang = requestLanguage(req);
      const invalid = () => detail(400, text(lang, 'activation.invalid'));
      const userId = decodeUserId(req.params.param1);
      const token = req.params.param2;
      if (userId === null || !/^[0-9a-f]{64}$/.test(token)) throw invalid();
      return ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .select({ tokenId: emailTokens.id, expires: emailTokens.expires, verified: users.emailVerified })
          .from(emailTokens)
          .innerJoin(users, eq(users.id, emailTokens.userId))
          .where(
            and(
              eq(emailTokens.tokenHash, sha256(token)),
              eq(emailTokens.purpose, 'activate'),
              eq(emailTokens.userId, userId),
            ),
          )
          .for('update')
          .limit(1);
        if (!row) throw invalid();
        if (row.verified) return { message: text(lang, 'activation.alreadyVerified') };
        if (row.expires.getTime() <= Date.now()) throw invalid();
        await tx.update(emailTokens).set({ usedAt: new Date() }).where(eq(emailTokens.id, row.tokenId));
        await tx.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
        return { message: text(lang, 'activation.verified') };
      });
    },
  });
}
