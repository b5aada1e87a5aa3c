import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  type AuthUser,
  byTokenHash,
  requireAuth,
  requireAuthBy,
  sessionOfRow,
  sessionsByHashSql,
} from '../auth/authenticate.ts';
import { elementsReader, jsonElements } from '../db/raw-columns.ts';
import { compiledSerializer } from '../http/compiled-serializer.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { childrenAnswer, profileSchema } from '@abacus/contract/users-schema';
import { and, asc, eq } from 'drizzle-orm';
import { groups, users } from '../db/schema.ts';
import { balanceOfUser, PROFILE_ONLY_COLUMNS, type ProfileExtras, type ProfileUser, toProfile } from './profile.ts';

/**
 * The session, the user's profile columns and the profile's banner and balance in one statement, batched by token
 * (byTokenHash): the call every page of every area makes.
 */
const sessionAndProfile = byTokenHash(
  'auth_tokens_users_and_profiles',
  sessionsByHashSql(
    `, json_build_array(${jsonElements('viewer', PROFILE_ONLY_COLUMNS)}, viewer_group.notification,
      ${balanceOfUser('viewer.id')}) as profile`,
    'left join groups viewer_group on viewer_group.id = viewer.group_id',
  ),
  (row) => {
    const session = sessionOfRow(row);
    const values = row.profile as unknown[];
    return {
      ...session,
      profile: { ...session.user, ...profileOnlyOf(values, 0) },
      extras: { groupNotification: values[EXTRAS_START] as string | null, balance: values[EXTRAS_START + 1] as string },
    };
  },
);
// The session's user columns are on the row already: the profile reads only the columns it adds, then the extras.
const profileOnlyOf = elementsReader<Omit<ProfileUser, keyof AuthUser>>(PROFILE_ONLY_COLUMNS);
const EXTRAS_START = Object.keys(PROFILE_ONLY_COLUMNS).length;
const profileOfRequest = new WeakMap<FastifyRequest, { user: ProfileUser; extras: ProfileExtras }>();

export function registerMeRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(`${API_PREFIX}/users/user/me`, {
    schema: {
      tags: ['users'],
      summary: 'Profile of the signed-in user',
      security: [{ token: [] }],
      response: { 200: profileSchema },
    },
    // The call every screen makes: written by a serializer compiled from the contract, not checked by zod.
    serializerCompiler: compiledSerializer,
    onRequest: requireAuthBy(
      ctx,
      (db, hash) => sessionAndProfile(db)(hash),
      (req, row) => profileOfRequest.set(req, { user: row.profile, extras: row.extras }),
    ),
    handler: async (req) => {
      const { user, extras } = profileOfRequest.get(req)!;
      return toProfile(ctx.db, user, extras);
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
