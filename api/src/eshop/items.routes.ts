import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewedStudentId } from '../access/student-access.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { queryInts, sessionRead } from '../auth/session-read.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { compiledSerializer } from '../http/compiled-serializer.ts';
import { itemSchema, purchasedItemSchema, shopListQuery } from '@abacus/contract/shop-schema';
import { listItems, listPurchased, ownedItems } from './queries.ts';

/** What the child in `?user=` owns is read with the session (one statement; auth/session-read.ts). */
const ownedWithSession = sessionRead(ownedItems);

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
    serializerCompiler: compiledSerializer,
    onRequest: ownedWithSession.requireAuth(ctx, queryInts('user')),
    handler: async (req) => {
      const userId = await viewedStudentId(ctx, req);
      return listItems(ctx.db, userId, req.query.lang, ownedWithSession.readFor(req));
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
