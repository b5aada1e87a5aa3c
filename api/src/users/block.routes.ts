// Blocking a user from the staff lists (spec 002 sections 2 "Lists" and 4: "Blocking a user in lists uses a delete
// call"; only an active user can be blocked) and the change history of a user (section 3 "Change history entry").
// Both only for a staff viewer, on the users of their subtree: anyone else's user is 404, whether it exists or not.
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inScope, managedUserIds } from '../access/scope.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { userChanges, users } from '../db/schema.ts';
import { detail, NOT_FOUND, nonFieldError } from '../http/errors.ts';
import { idParams } from '@abacus/contract/ids-schema';
import { ALREADY_BLOCKED, NO_PERMISSION } from '@abacus/contract/messages';
import { isStaff } from '@abacus/contract/roles';
import { changesHistory } from '@abacus/contract/user-changes-schema';
import { detailError, errorBody } from '@abacus/contract/errors-schema';
import { setUserActive } from './set-user-active.ts';

/** The viewer is staff and the user is theirs to manage; else 403 (not staff) or 404 (not theirs). */
async function assertManages(ctx: AppContext, req: FastifyRequest, userId: number) {
  const viewer = req.user!;
  if (!isStaff(viewer.role)) throw detail(403, NO_PERMISSION);
  if (!(await inScope(ctx.db, managedUserIds(viewer), userId))) throw detail(404, NOT_FOUND);
}

const nameOf = (p: { first_name: string; last_name: string } | null) =>
  p ? `${p.first_name} ${p.last_name}`.trim() : '';

export function registerBlockRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.delete(`${API_PREFIX}/users/user/:id`, {
    schema: {
      tags: ['staff'],
      summary: 'Block a user of your subtree: they are signed out everywhere; the change is recorded',
      security: [{ token: [] }],
      params: idParams,
      response: { 204: z.null().describe('blocked'), 400: errorBody, 403: detailError, 404: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req, reply) => {
      await assertManages(ctx, req, req.params.id);
      const changed = await setUserActive(ctx.db, req.params.id, false, req.user!.id);
      if (!changed) throw nonFieldError(ALREADY_BLOCKED);
      return reply.code(204).send(null);
    },
  });

  r.get(`${API_PREFIX}/users/user/:id/changes_history`, {
    schema: {
      tags: ['staff'],
      summary: 'Every change of price, first-month price and is_active of a user of your subtree, newest first',
      security: [{ token: [] }],
      params: idParams,
      response: { 200: changesHistory, 403: detailError, 404: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      await assertManages(ctx, req, req.params.id);
      const author = alias(users, 'author');
      const rows = await ctx.db
        .select({
          id: userChanges.id,
          field_name: userChanges.fieldName,
          old_value: userChanges.oldValue,
          new_value: userChanges.newValue,
          modified: userChanges.modified,
          user_id: users.id,
          user_first_name: users.firstName,
          user_last_name: users.lastName,
          user_email: users.email,
          author_id: author.id,
          author_first_name: author.firstName,
          author_last_name: author.lastName,
          author_email: author.email,
        })
        .from(userChanges)
        .innerJoin(users, eq(users.id, userChanges.userId))
        .leftJoin(author, eq(author.id, userChanges.authorId))
        .where(eq(userChanges.userId, req.params.id))
        .orderBy(desc(userChanges.modified), desc(userChanges.id));
      return rows.map((row) => {
        const user = {
          id: row.user_id,
          first_name: row.user_first_name,
          last_name: row.user_last_name,
          email: row.user_email,
        };
        const by =
          row.author_id === null
            ? null
            : {
                id: row.author_id,
                first_name: row.author_first_name ?? '',
                last_name: row.author_last_name ?? '',
                email: row.author_email ?? '',
              };
        return {
          id: row.id,
          field_name: row.field_name,
          old_value: row.old_value,
          new_value: row.new_value,
          user,
          author: by,
          user_name: nameOf(user),
          author_name: nameOf(by),
          modified: row.modified.toISOString(),
        };
      });
    },
  });
}
