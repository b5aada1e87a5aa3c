// GET groups/: the group list of the staff area (spec 002 sections 2 "Lists" and 7), an array of at most `step`
// rows (21: the 21st tells the screen that there is a next page), with the teacher and the student and parent
// counts; only ever the viewer's subtree.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { visibleGroupIds } from '../access/scope.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { groups, users } from '../db/schema.ts';
import { runByShape } from '../db/prepared.ts';
import { matchesAny, pageWindow, searchText } from '../http/paging.ts';
import { GROUPS_STEP } from '@abacus/contract/staff';
import { groupsAnswer, groupsQuery, type GroupsQuery } from '@abacus/contract/staff-lists-schema';

function filters(query: GroupsQuery): SQL[] {
  const where: SQL[] = [];
  if (query.parent) where.push(eq(groups.teacherId, query.parent));
  const text = searchText(query);
  if (text) {
    where.push(sql`(${matchesAny(text, [sql`${groups.name}`, sql`${users.firstName} || ' ' || ${users.lastName}`])})`);
  }
  return where;
}

export function registerGroupsListRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(`${API_PREFIX}/groups/`, {
    schema: {
      tags: ['staff'],
      summary: "The groups the viewer may see (their subtree's), with teacher and counts; `step` rows a page",
      security: [{ token: [] }],
      querystring: groupsQuery,
      response: { 200: groupsAnswer },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      const window = pageWindow(req.query, GROUPS_STEP);
      const students = sql`(select count(*)::int from users s where s.group_id = ${groups.id} and s.role = 'student'`;
      const rows = await runByShape(
        ctx.db
          .select({
            id: groups.id,
            name: groups.name,
            age: groups.age,
            age_name: groups.ageName,
            lessons_starts: groups.lessonsStarts,
            lesson_time: groups.lessonTime,
            working_days: groups.workingDays,
            teacher_id: users.id,
            teacher_first_name: users.firstName,
            teacher_last_name: users.lastName,
            count_students: sql<number>`${students})`,
            count_students_active: sql<number>`${students} and s.is_active)`,
            count_students_inactive: sql<number>`${students} and not s.is_active)`,
            count_parents: sql<number>`(select count(distinct s.parent_id)::int from users s
            where s.group_id = ${groups.id} and s.role = 'student' and s.parent_id is not null)`,
          })
          .from(groups)
          .leftJoin(users, eq(users.id, groups.teacherId))
          .where(and(sql`${groups.id} in (${visibleGroupIds(req.user!)})`, ...filters(req.query)))
          .orderBy(asc(groups.name), asc(groups.id))
          .limit(window.size)
          .offset(window.offset),
      );
      return rows.map(({ teacher_id, teacher_first_name, teacher_last_name, ...row }) => ({
        ...row,
        teacher:
          teacher_id === null
            ? null
            : { id: teacher_id, first_name: teacher_first_name ?? '', last_name: teacher_last_name ?? '' },
      }));
    },
  });
}
