import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewedStudentId } from '../access/student-access.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { itemSchema, purchasedItemSchema, shopListQuery } from '@abacus/contract/shop-schema';
import { listItems, listPurchased } from './queries.ts';

export function registerShopListRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(`${API_PREFIX}/eshop/items`, {
    schema: {
      tags: ['eshop'],
      summary: 'Shop items (not DEPRECATED) with is_purchased for the user, by category then order',
      security: [{ token: [] }],
      querystring: shopListQuery,
      response: { 200: z.array(itemSchema) },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      const userId = await viewedStudentId(ctx, req);
      return listItems(ctx.db, userId, req.query.lang);
    },
  });

  r.get(`${API_PREFIX}/eshop/items/purchased`, {
    schema: {
      tags: ['eshop'],
      summary: 'Items the user owns, newest first',
      security: [{ token: [] }],
      querystring: shopListQuery,
      response: { 200: z.array(purchasedItemSchema) },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      const userId = await viewedStudentId(ctx, req);
      return listPurchased(ctx.db, userId, req.query.lang);
    },
  });
}
