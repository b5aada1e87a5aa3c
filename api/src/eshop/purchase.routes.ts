import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { detail } from '../http/errors.ts';
import { detailError } from '@abacus/contract/errors-schema';
import { idParams } from '@abacus/contract/ids-schema';
import { langQuery } from '@abacus/contract/languages-schema';
import { purchaseResultSchema } from '@abacus/contract/shop-schema';
import { purchaseItem } from './purchase.ts';
import { NO_PERMISSION } from '@abacus/contract/messages';

export function registerPurchaseRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().post(`${API_PREFIX}/eshop/items/:id/purchase`, {
    schema: {
      tags: ['eshop'],
      summary: 'Buy an item with i$ (students, for themselves); answers the purchased item and the new balance',
      description:
        '400 {"detail": "not enough indigo dollars"} | {"detail": "Item already purchased."} | ' +
        '{"detail": "Item is not available."}; 403 for non-students; 404 for an unknown item.',
      security: [{ token: [] }],
      params: idParams,
      querystring: langQuery,
      response: { 201: purchaseResultSchema, 400: detailError, 403: detailError, 404: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req, reply) => {
      if (req.user!.role !== 'student') throw detail(403, NO_PERMISSION);
      const result = await purchaseItem(ctx.db, req.user!.id, req.params.id, req.query.lang);
      return reply.code(201).send(result);
    },
  });
}
