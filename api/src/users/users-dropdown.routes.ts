// GET users/users-dropdown (spec 002 section 7): the searchable pickers of the staff forms (the teacher dropdown:
// 12 a page, 400 ms after the last key; a franchise or master franchise to create under). Only active users of the
// viewer's subtree.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { visibleStaffIds } from '../access/scope.ts';
import { assertStaff } from '../access/staff-only.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { users } from '../db/schema.ts';
import { matchesAny } from '../http/paging.ts';
import { detailError } from '@abacus/contract/errors-schema';
import { usersDropdownAnswer, usersDropdownQuery } from '@abacus/contract/user-create-schema';

export function registerUsersDropdownRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(`${API_PREFIX}/users/users-dropdown`, {
    schema: {
      tags: ['staff'],
      summary: 'Active teachers, franchises or master franchises of your subtree, by name or e-mail, `step` a page',
      security: [{ token: [] }],
      querystring: usersDropdownQuery,
      response: { 200: usersDropdownAnswer, 403: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      const viewer = req.user!;
      assertStaff(viewer);
      const { role, page, step } = req.query;
      const text = req.query.q?.trim();
      const rows = await ctx.db
        .select({
          id: users.id,
          first_name: users.firstName,
          last_name: users.lastName,
          email: users.email,
          royalty_en: users.royaltyEn,
        })
        .from(users)
        .where(
          and(
            sql`${users.id} in (${visibleStaffIds(viewer, role)})`,
            eq(users.isActive, true),
            text
              ? sql`(${matchesAny(text, [sql`${users.firstName} || ' ' || ${users.lastName}`, sql`${users.email}`])})`
              : undefined,
          ),
        )
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
        .limit(step)
        .offset((page - 1) * step);
      return rows;
    },
  });
}
