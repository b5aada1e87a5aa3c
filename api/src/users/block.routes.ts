// Blocking a user from the staff lists (spec 002 sections 2 "Lists" and 4: "Blocking a user in lists uses a delete
// call"; only an active user can be blocked) and the change history of a user (section 3 "Change history entry").
// Both only for a staff viewer, on the users of their subtree: anyone else's user is 404, whether it exists or not.
import { desc, eq } from 'drizzle-orm';
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
import { author, changeColumns, toChangeEntry } from './change-entry.ts';
import { setUserActive } from './set-user-active.ts';

/** The viewer is staff and the user is theirs to manage; else 403 (not staff) or 404 (not theirs). */
async function assertManages(ctx: AppContext, req: FastifyRequest, userId: number) {
  const viewer = req.user!;
  if (!isStaff(viewer.role)) throw detail(403, NO_PERMISSION);
  if (!(await inScope(ctx.db, managedUserIds(viewer), userId))) throw detail(404, NOT_FOUND);
}

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
      const rows = await ctx.db
        .select(changeColumns)
        .from(userChanges)
        .innerJoin(users, eq(users.id, userChanges.userId))
        .leftJoin(author, eq(author.id, userChanges.authorId))
        .where(eq(userChanges.userId, req.params.id))
        .orderBy(desc(userChanges.modified), desc(userChanges.id));
      return rows.map(toChangeEntry);
    },
  });
}
