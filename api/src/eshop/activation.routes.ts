import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { detailError } from '@abacus/contract/errors-schema';
import { idParams } from '@abacus/contract/ids-schema';
import { langQuery } from '@abacus/contract/languages-schema';
import { setActivated } from './activation.ts';
import { purchasedItemSchema } from '@abacus/contract/shop-schema';

export function registerActivationRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const [action, on] of [
    ['activate', true],
    ['deactivate', false],
  ] as const) {
    r.patch(`${API_PREFIX}/eshop/items/purchased/:id/${action}`, {
      schema: {
        tags: ['eshop'],
        summary: on
          ? "Wear an owned item (takes off the owner's other item of the same category)"
          : 'Take off an owned item',
        security: [{ token: [] }],
        params: idParams,
        querystring: langQuery,
        response: { 200: purchasedItemSchema, 404: detailError },
      },
      onRequest: requireAuth(ctx),
      handler: async (req) => setActivated(ctx.db, req.user!.id, req.params.id, on, req.query.lang),
    });
  }
}
