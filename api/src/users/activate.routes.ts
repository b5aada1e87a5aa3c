import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sha256 } from '../auth/tokens.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { emailTokens, users } from '../db/schema.ts';
import { detail } from '../http/errors.ts';
import { decodeUserId } from './activation-link.ts';
import { activationAnswer, activationParams } from '@abacus/contract/auth-schema';

export const VERIFIED = 'Email has been verified.';
export const ALREADY_VERIFIED = 'Email has already been verified.';
/** Must not contain the word "verified": the page shows green when it does. */
export const INVALID_ACTIVATION = 'Activation link is invalid or has expired.';

export function registerActivateRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(`${API_PREFIX}/users/user/activate/:param1/:param2`, {
    schema: {
      tags: ['users'],
      summary: 'Verify the e-mail with the link from the activation mail',
      params: activationParams,
      response: { 200: activationAnswer },
    },
    handler: async (req) => {
      const userId = decodeUserId(req.params.param1);
      const token = req.params.param2;
      if (userId === null || !/^[0-9a-f]{64}$/.test(token)) throw detail(400, INVALID_ACTIVATION);
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
        if (!row) throw detail(400, INVALID_ACTIVATION);
        if (row.verified) return { message: ALREADY_VERIFIED };
        if (row.expires.getTime() <= Date.now()) throw detail(400, INVALID_ACTIVATION);
        await tx.update(emailTokens).set({ usedAt: new Date() }).where(eq(emailTokens.id, row.tokenId));
        await tx.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
        return { message: VERIFIED };
      });
    },
  });
}
