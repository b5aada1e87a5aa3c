// POST groups/{id}/notification (spec 002 sections 2 "Notification modal" and 7): staff write the banner every student of
// one of their groups sees on the dashboard. The HTML is sanitized here before it is stored.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inScope, visibleGroupIds } from '../access/scope.ts';
import { assertStaff } from '../access/staff-only.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { groups } from '../db/schema.ts';
import { detail, NOT_FOUND } from '../http/errors.ts';
import { sanitizeNotification } from './notification-html.ts';
import { detailError, errorBody } from '@abacus/contract/errors-schema';
import { groupNotificationAnswer, groupNotificationBody } from '@abacus/contract/groups-schema';
import { idParams } from '@abacus/contract/ids-schema';

export function registerGroupNotificationRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().post(`${API_PREFIX}/groups/:id/notification`, {
    schema: {
      tags: ['staff'],
      summary: "Set the banner the students of your group see (sanitized HTML; '' removes it)",
      security: [{ token: [] }],
      params: idParams,
      body: groupNotificationBody,
      response: { 200: groupNotificationAnswer, 400: errorBody, 403: detailError, 404: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      assertStaff(req.user!);
      if (!(await inScope(ctx.db, visibleGroupIds(req.user!), req.params.id))) throw detail(404, NOT_FOUND);
      const notification = sanitizeNotification(req.body.notification);
      await ctx.db.update(groups).set({ notification }).where(eq(groups.id, req.params.id));
      return { notification };
    },
  });
}
