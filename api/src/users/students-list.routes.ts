// GET users/students: the student list of the staff area (spec 002 section 2 "Lists"), 20 a page, searched by
// name, e-mail, phone or id, filtered by group, parent and state, and only ever the viewer's subtree.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { studentScope } from '../access/scope.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { homeworksLeft } from '../homework/homeworks-left.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { runByShape } from '../db/prepared.ts';
import { games, groups, users } from '../db/schema.ts';
import { pageAnswer, pageWindow } from '../http/paging.ts';
import { personSearch, stateFilter } from './list-filters.ts';
import { studentsPage, studentsQuery, type StudentsQuery } from '@abacus/contract/staff-lists-schema';

const parents = alias(users, 'parents');

function filters(query: StudentsQuery): (SQL | undefined)[] {
  return [
    query.group ? eq(users.groupId, query.group) : undefined,
    query.parent ? eq(users.parentId, query.parent) : undefined,
    stateFilter(query),
    personSearch(query),
  ];
}

/** Games played by each student of a page (spec 002 "Student table": optional statistics). */
async function gamesPlayed(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ userId: games.userId, n: sql<number>`count(*)::int` })
    .from(games)
    .where(inArray(games.userId, ids))
    .groupBy(games.userId);
  return new Map(rows.map((row) => [row.userId, row.n]));
}

export function registerStudentsListRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(`${API_PREFIX}/users/students`, {
    schema: {
      tags: ['staff'],
      summary: "The students the viewer may see (their subtree's, a parent's children), 20 a page",
      security: [{ token: [] }],
      querystring: studentsQuery,
      response: { 200: studentsPage },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      const window = pageWindow(req.query);
      const where = and(studentScope(req.user!), ...filters(req.query));
      // The count and the page at once, on two connections (a page's latency is the slower of the two).
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
          is_free: users.isFree,
          date_deactivated: users.dateDeactivated,
          group_id: groups.id,
          group_name: groups.name,
          parent_id: parents.id,
          parent_first_name: parents.firstName,
          parent_last_name: parents.lastName,
        })
        .from(users)
        .leftJoin(groups, eq(groups.id, users.groupId))
        .leftJoin(parents, and(eq(parents.id, users.parentId), eq(parents.role, 'parent')))
        .where(where)
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
        .limit(window.size)
        .offset(window.offset);
      const [[{ count }], rows] = await Promise.all([runByShape(counted), runByShape(paged)]);
      const statistics = req.query.statistics === 'true';
      const [games, left] = statistics
        ? await Promise.all([
            gamesPlayed(
              ctx.db,
              rows.map((r) => r.id),
            ),
            homeworksLeft(
              ctx.db,
              rows.map((r) => ({ id: r.id, groupId: r.group_id })),
              new Date(),
            ),
          ])
        : [null, null];
      return pageAnswer(
        req.url,
        window,
        count,
        rows.map((r) => ({
          ...(games ? { statistic: { games_total: games.get(r.id) ?? 0, homeworks_left: left?.get(r.id) ?? 0 } } : {}),
          id: r.id,
          first_name: r.first_name,
          last_name: r.last_name,
          middle_name: r.middle_name,
          email: r.email,
          phone_number: r.phone_number,
          is_active: r.is_active,
          is_free: r.is_free,
          date_deactivated: r.date_deactivated?.toISOString() ?? null,
          group: r.group_id === null ? null : { id: r.group_id, name: r.group_name ?? '' },
          parent:
            r.parent_id === null
              ? null
              : { id: r.parent_id, first_name: r.parent_first_name ?? '', last_name: r.parent_last_name ?? '' },
        })),
      );
    },
  });
}
