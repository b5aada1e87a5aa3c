// The Restore screen's calls (spec 002 sections 2 "Restore screen", 4 "Restore", 7): GET users/restore lists the
// blocked users the viewer may restore (master franchises: the super franchise; franchises: a master franchise and
// above; teachers: a franchise and above; parents and students: a teacher and above), POST users/user/{id}/restore
// brings one back under the chosen group or parent, and POST users/restore-hierarchy (the super franchise) brings
// back a user with every blocked user of their subtree. Every change is recorded with its author.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inScope, managedUserIds, visibleGroupIds, visibleStaffIds } from '../access/scope.ts';
import { assertStaff } from '../access/staff-only.ts';
import type { AuthUser } from '../auth/authenticate.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { detail, fieldErrors, NOT_FOUND, nonFieldError } from '../http/errors.ts';
import { pageAnswer, pageWindow } from '../http/paging.ts';
import { personSearch } from './list-filters.ts';
import { balanceOfUser } from './profile.ts';
import { setUserActive } from './set-user-active.ts';
import { detailError, errorBody } from '@abacus/contract/errors-schema';
import { idParams } from '@abacus/contract/ids-schema';
import { ALREADY_ACTIVE, FIELD_REQUIRED, NO_PERMISSION, NO_SUCH_CHOICE } from '@abacus/contract/messages';
import { page } from '@abacus/contract/paging-schema';
import { RANK, type Role } from '@abacus/contract/roles';
import {
  RESTORE_ROLES,
  type RestoreRole,
  restoreBody,
  restoreHierarchyBody,
  restoreQuery,
  restoreRow,
} from '@abacus/contract/staff-tools-schema';
import { z } from 'zod';

/** Spec 002 "Restore screen": the lowest rank that may restore each role. */
const RESTORED_BY: Record<RestoreRole, Role> = {
  master_franchise: 'super_franchise',
  franchise: 'master_franchise',
  teacher: 'franchise',
  parent: 'teacher',
  student: 'teacher',
};
export const restorableRoles = (viewer: Role): RestoreRole[] =>
  RESTORE_ROLES.filter((role) => RANK[viewer] >= RANK[RESTORED_BY[role]]);

/** Whom a restored user must be put under: a group for a student, the staff user above for a teacher or franchise. */
const PARENT_ROLE: Partial<Record<Role, 'franchise' | 'master_franchise'>> = {
  teacher: 'franchise',
  franchise: 'master_franchise',
};

/** The parent the restore modal chose, checked: an active user of the right role in the viewer's subtree. */
async function chosenParent(db: Db, viewer: AuthUser, role: 'franchise' | 'master_franchise', id?: number | null) {
  if (id == null) {
    if (viewer.role === role) return viewer.id;
    throw fieldErrors({ parent: [FIELD_REQUIRED] });
  }
  if (id === viewer.id && viewer.role === role) return id;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.isActive, true), sql`${users.id} in (${visibleStaffIds(viewer, role)})`));
  if (!row) throw fieldErrors({ parent: [NO_SUCH_CHOICE] });
  return id;
}

export function registerRestoreRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${API_PREFIX}/users/restore`, {
    schema: {
      tags: ['staff'],
      summary: 'The blocked users of your subtree you may restore, 20 a page, by name, e-mail, phone or id',
      security: [{ token: [] }],
      querystring: restoreQuery,
      response: { 200: page(restoreRow), 400: errorBody, 403: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      const viewer = req.user!;
      assertStaff(viewer);
      const allowed = restorableRoles(viewer.role);
      const roles = req.query.roles?.length ? req.query.roles.filter((role) => allowed.includes(role)) : allowed;
      const window = pageWindow(req.query);
      const where = and(
        eq(users.isActive, false),
        roles.length ? inArray(users.role, roles) : sql`false`,
        sql`${users.id} in (${managedUserIds(viewer)})`,
        personSearch(req.query),
      );
      const [{ count }] = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(users).where(where);
      // Qualified by hand: drizzle leaves the columns of a one-table query unqualified, and an unqualified column in
      // a subquery names the subquery's own table first (every blocked student once showed one transaction's amount).
      const balance = sql<string | null>`case when "users"."role" = 'student' then ${sql.raw(
        balanceOfUser('"users"."id"'),
      )} end`;
      const rows = await ctx.db
        .select({
          id: users.id,
          role: users.role,
          first_name: users.firstName,
          last_name: users.lastName,
          middle_name: users.middleName,
          email: users.email,
          date_deactivated: users.dateDeactivated,
          indigo_dollars: balance,
        })
        .from(users)
        .where(where)
        .orderBy(sql`${users.dateDeactivated} desc nulls last`, asc(users.id))
        .limit(window.size)
        .offset(window.offset);
      return pageAnswer(
        req.url,
        window,
        count,
        rows.map((row) => ({ ...row, date_deactivated: row.date_deactivated?.toISOString() ?? null })),
      );
    },
  });

  r.post(`${API_PREFIX}/users/user/:id/restore`, {
    schema: {
      tags: ['staff'],
      summary: 'Restore a blocked user of your subtree: a student into a group, a teacher or franchise under a parent',
      security: [{ token: [] }],
      params: idParams,
      body: restoreBody,
      response: { 204: z.null(), 400: errorBody, 403: detailError, 404: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req, reply) => {
      const viewer = req.user!;
      assertStaff(viewer);
      const id = req.params.id;
      if (!(await inScope(ctx.db, managedUserIds(viewer), id))) throw detail(404, NOT_FOUND);
      const [target] = await ctx.db.select().from(users).where(eq(users.id, id));
      if (!target) throw detail(404, NOT_FOUND);
      if (!restorableRoles(viewer.role).includes(target.role as RestoreRole)) throw detail(403, NO_PERMISSION);
      if (target.isActive) throw nonFieldError(ALREADY_ACTIVE);
      const also: { groupId?: number; parentId?: number } = {};
      if (target.role === 'student') {
        const group = req.body.group;
        if (group == null) throw fieldErrors({ group: [FIELD_REQUIRED] });
        if (!(await inScope(ctx.db, visibleGroupIds(viewer), group))) throw fieldErrors({ group: [NO_SUCH_CHOICE] });
        also.groupId = group;
      }
      const parentRole = PARENT_ROLE[target.role];
      if (parentRole) also.parentId = await chosenParent(ctx.db, viewer, parentRole, req.body.parent);
      if (!(await setUserActive(ctx.db, id, true, viewer.id, also))) throw nonFieldError(ALREADY_ACTIVE);
      return reply.code(204).send(null);
    },
  });

  r.post(`${API_PREFIX}/users/restore-hierarchy`, {
    schema: {
      tags: ['staff'],
      summary: 'The super franchise restores a blocked user with every blocked user of their subtree',
      security: [{ token: [] }],
      body: restoreHierarchyBody,
      response: { 200: z.object({ count: z.number().int() }), 400: errorBody, 403: detailError, 404: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      const viewer = req.user!;
      if (viewer.role !== 'super_franchise') throw detail(403, NO_PERMISSION);
      const [top] = await ctx.db.select().from(users).where(eq(users.id, req.body.user));
      if (!top || top.role === 'super_franchise') throw detail(404, NOT_FOUND);
      const below = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isActive, false), sql`${users.id} in (${managedUserIds({ id: top.id, role: top.role })})`))
        .orderBy(asc(users.id));
      let count = 0;
      await ctx.db.transaction(async (t) => {
        const tx = t as unknown as Db;
        for (const id of [top.id, ...below.map((row) => row.id)]) {
          if (await setUserActive(tx, id, true, viewer.id)) count += 1;
        }
      });
      return { count };
    },
  });
}
