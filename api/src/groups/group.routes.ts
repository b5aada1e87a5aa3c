// One group (spec 002 sections 2 "Creation forms" and "Group profile", 3 "Group", 7 "Groups"): create, read, edit
// and delete, only in the viewer's subtree. A teacher's groups are their own; other staff pick one of their
// teachers. A group outside the viewer's subtree is 404, whether it exists or not.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allStudentsSeen, inScope, visibleGroupIds, visibleStaffIds } from '../access/scope.ts';
import { assertStaff } from '../access/staff-only.ts';
import type { AuthUser } from '../auth/authenticate.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { groups, users } from '../db/schema.ts';
import { detail, fieldErrors, NOT_FOUND } from '../http/errors.ts';
import { detailError, errorBody } from '@abacus/contract/errors-schema';
import { groupBody, groupDetail, type GroupBody, type GroupDetail } from '@abacus/contract/groups-schema';
import { idParams } from '@abacus/contract/ids-schema';
import { GROUP_HOLDS_STUDENTS, NO_SUCH_CHOICE } from '@abacus/contract/messages';

/** The teacher of a group the viewer writes: themselves for a teacher, else one of their teachers (400 if not). */
async function teacherFor(db: Db, viewer: AuthUser, asked: number): Promise<number> {
  if (viewer.role === 'teacher') return viewer.id;
  if (!(await inScope(db, visibleStaffIds(viewer, 'teacher'), asked))) throw fieldErrors({ teacher: [NO_SUCH_CHOICE] });
  return asked;
}

const columns = (b: GroupBody, teacherId: number) => ({
  name: b.name,
  address: b.address,
  district: b.district,
  street: b.street,
  locationName: b.location_name,
  age: b.age,
  ageName: b.age === 'class' ? b.age_name : '',
  lessonsStarts: b.lessons_starts,
  lessonTime: b.lesson_time,
  workingDays: b.working_days,
  teacherId,
});

async function readGroup(db: Db, viewer: AuthUser, id: number): Promise<GroupDetail> {
  const students = sql`(select count(*)::int from users s where s.group_id = ${groups.id} and s.role = 'student'`;
  const [row] = await db
    .select({
      id: groups.id,
      name: groups.name,
      address: groups.address,
      district: groups.district,
      street: groups.street,
      location_name: groups.locationName,
      age: groups.age,
      age_name: groups.ageName,
      lessons_starts: groups.lessonsStarts,
      lesson_time: groups.lessonTime,
      working_days: groups.workingDays,
      teacher: groups.teacherId,
      teacher_first_name: sql<string>`coalesce(${users.firstName}, '')`,
      teacher_last_name: sql<string>`coalesce(${users.lastName}, '')`,
      notification: groups.notification,
      count_students: sql<number>`${students})`,
      count_students_active: sql<number>`${students} and s.is_active)`,
      count_students_inactive: sql<number>`${students} and not s.is_active)`,
      count_parents: sql<number>`(select count(distinct s.parent_id)::int from users s
        where s.group_id = ${groups.id} and s.role = 'student' and s.parent_id is not null)`,
    })
    .from(groups)
    .leftJoin(users, eq(users.id, groups.teacherId))
    .where(and(eq(groups.id, id), sql`${groups.id} in (${visibleGroupIds(viewer)})`))
    .limit(1);
  if (!row) throw detail(404, NOT_FOUND);
  return row;
}

async function assertGroupInScope(db: Db, viewer: AuthUser, id: number) {
  if (!(await inScope(db, visibleGroupIds(viewer), id))) throw detail(404, NOT_FOUND);
}

export function registerGroupRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ token: [] }];

  r.post(`${API_PREFIX}/groups/`, {
    schema: {
      tags: ['staff'],
      summary: 'Create a group (a teacher: their own; others: for one of their teachers)',
      security,
      body: groupBody,
      response: { 201: groupDetail, 400: errorBody, 403: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req, reply) => {
      const viewer = req.user!;
      assertStaff(viewer);
      const teacherId = await teacherFor(ctx.db, viewer, req.body.teacher);
      const [created] = await ctx.db.insert(groups).values(columns(req.body, teacherId)).returning({ id: groups.id });
      return reply.code(201).send(await readGroup(ctx.db, viewer, created.id));
    },
  });

  r.get(`${API_PREFIX}/groups/:id`, {
    schema: {
      tags: ['staff'],
      summary: 'A group of your subtree (a parent or a student: their own), with its teacher and counts',
      security,
      params: idParams,
      response: { 200: groupDetail, 404: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => readGroup(ctx.db, req.user!, req.params.id),
  });

  r.patch(`${API_PREFIX}/groups/:id`, {
    schema: {
      tags: ['staff'],
      summary: 'Edit a group of your subtree (every field; the teacher one of yours)',
      security,
      params: idParams,
      body: groupBody,
      response: { 200: groupDetail, 400: errorBody, 403: detailError, 404: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      const viewer = req.user!;
      assertStaff(viewer);
      await assertGroupInScope(ctx.db, viewer, req.params.id);
      const teacherId = await teacherFor(ctx.db, viewer, req.body.teacher);
      await ctx.db.update(groups).set(columns(req.body, teacherId)).where(eq(groups.id, req.params.id));
      return readGroup(ctx.db, viewer, req.params.id);
    },
  });

  r.delete(`${API_PREFIX}/groups/:id`, {
    schema: {
      tags: ['staff'],
      summary: 'Delete a group of your subtree; its students stay, without a group',
      security,
      params: idParams,
      response: { 204: z.null(), 400: detailError, 403: detailError, 404: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req, reply) => {
      const viewer = req.user!;
      assertStaff(viewer);
      await assertGroupInScope(ctx.db, viewer, req.params.id);
      await ctx.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const students = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.groupId, req.params.id), eq(users.role, 'student')));
        await tx.delete(groups).where(eq(groups.id, req.params.id));
        const ids = students.map(({ id }) => id);
        if (!(await allStudentsSeen(tx, viewer, ids))) throw detail(400, GROUP_HOLDS_STUDENTS);
      });
      return reply.code(204).send(null);
    },
  });
}
