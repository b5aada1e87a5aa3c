// GET users/parents: the parent list of spec 002 section 2 "Lists", 20 a page, with each parent's children and
// their groups; only parents and children the viewer may see.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { visibleParentIds, visibleStudentIds } from '../access/scope.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { groups, users } from '../db/schema.ts';
import { runByShape } from '../db/prepared.ts';
import { pageAnswer, pageWindow } from '../http/paging.ts';
import { personSearch, stateFilter } from './list-filters.ts';
import { parentsPage, peopleQuery, type ParentRow } from '@abacus/contract/staff-lists-schema';

export function registerParentsListRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(`${API_PREFIX}/users/parents`, {
    schema: {
      tags: ['staff'],
      summary: 'The parents the viewer may see, 20 a page, with their children and groups',
      security: [{ token: [] }],
      querystring: peopleQuery,
      response: { 200: parentsPage },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      const window = pageWindow(req.query);
      const where = and(
        sql`${users.id} in (${visibleParentIds(req.user!)})`,
        eq(users.role, 'parent'),
        req.query.parent ? eq(users.parentId, req.query.parent) : undefined,
        stateFilter(req.query),
        personSearch(req.query),
      );
      // The count and the page at once, each a statement per shape (its scope is planned once per connection).
      const counted = ctx.db.select({ count: sql<number>`count(*)::int` }).from(users).where(where);
      const paged = ctx.db
        .select({
          id: users.id,
          first_name: users.firstName,
          last_name: users.lastName,
          middle_name: users.middleName,
          email: users.email,
          phone_number: users.phoneNumber,
          is_active: users.isActive,
          date_deactivated: users.dateDeactivated,
        })
        .from(users)
        .where(where)
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
        .limit(window.size)
        .offset(window.offset);
      const [[{ count }], rows] = await Promise.all([runByShape(counted), runByShape(paged)]);
      const children =
        rows.length === 0
          ? []
          : await ctx.db
              .select({
                parent: users.parentId,
                id: users.id,
                first_name: users.firstName,
                last_name: users.lastName,
                group: groups.id,
                group_name: groups.name,
              })
              .from(users)
              .leftJoin(groups, eq(groups.id, users.groupId))
              .where(
                and(
                  inArray(
                    users.parentId,
                    rows.map((r) => r.id),
                  ),
                  sql`${users.id} in (${visibleStudentIds(req.user!)})`,
                ),
              )
              .orderBy(asc(users.firstName), asc(users.id));
      const results: ParentRow[] = rows.map((row) => ({
        ...row,
        date_deactivated: row.date_deactivated?.toISOString() ?? null,
        children: children.filter((child) => child.parent === row.id).map(({ parent: _parent, ...child }) => child),
      }));
      return pageAnswer(req.url, window, count, results);
    },
  });
}
