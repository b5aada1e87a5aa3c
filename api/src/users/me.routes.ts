import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { childrenAnswer, profileSchema } from '@abacus/contract/users-schema';
import { and, asc, eq } from 'drizzle-orm';
import { groups, users } from '../db/schema.ts';
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

  app.withTypeProvider<ZodTypeProvider>().get(`${API_PREFIX}/users/user/me/children`, {
    schema: {
      tags: ['users'],
      summary: "The signed-in parent's children (empty for everyone else): whose dashboard a parent may view",
      security: [{ token: [] }],
      response: { 200: childrenAnswer },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      if (req.user!.role !== 'parent') return [];
      const rows = await ctx.db
        .select({
          id: users.id,
          first_name: users.firstName,
          last_name: users.lastName,
          group: users.groupId,
          group_name: groups.name,
        })
        .from(users)
        .leftJoin(groups, eq(groups.id, users.groupId))
        .where(and(eq(users.parentId, req.user!.id), eq(users.role, 'student'), eq(users.isActive, true)))
        .orderBy(asc(users.firstName), asc(users.id));
      return rows;
    },
  });
}
