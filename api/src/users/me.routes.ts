import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { requireAuth, requireAuthBy, SESSION_COLUMNS } from '../auth/authenticate.ts';
import { preparedOn } from '../db/prepared.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { childrenAnswer, profileSchema } from '@abacus/contract/users-schema';
import { and, asc, eq, sql } from 'drizzle-orm';
import { authTokens, groups, users } from '../db/schema.ts';
import { PROFILE_EXTRAS, type ProfileExtras, toProfile } from './profile.ts';

/**
 * The session, the whole user row and the profile's banner and balance in one round trip: the call every page of
 * every area makes.
 */
const sessionAndProfile = preparedOn((db) =>
  db
    .select({ ...SESSION_COLUMNS, user: users, extras: PROFILE_EXTRAS })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .leftJoin(groups, eq(groups.id, users.groupId))
    .where(eq(authTokens.tokenHash, sql.placeholder('hash')))
    .limit(1)
    .prepare('auth_token_user_and_profile'),
);
const profileOfRequest = new WeakMap<
  FastifyRequest,
  { user: typeof users.$inferSelect; extras: ProfileExtras | null }
>();

export function registerMeRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(`${API_PREFIX}/users/user/me`, {
    schema: {
      tags: ['users'],
      summary: 'Profile of the signed-in user',
      security: [{ token: [] }],
      response: { 200: profileSchema },
    },
    onRequest: requireAuthBy(
      ctx,
      async (db, hash) => (await sessionAndProfile(db).execute({ hash }))[0],
      (req, row) => profileOfRequest.set(req, { user: row.user, extras: row.extras }),
    ),
    handler: async (req) => {
      const { user, extras } = profileOfRequest.get(req)!;
      return toProfile(ctx.db, user, extras ?? undefined);
    },
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
