import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { profileSchema } from '@abacus/contract/users-schema';
import { toProfile } from './profile.ts';

export function registerMeRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(`${API_PREFIX}/users/user/me`, {
    schema: {
      tags: ['users'],
      summary: 'Profile of the signed-in user',
      security: [{ token: [] }],
      response: { 200: profileSchema },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => toProfile(ctx.db, req.user!),
  });
}
