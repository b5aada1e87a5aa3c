import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { registerActivationRoutes } from './activation.routes.ts';
import { registerShopListRoutes } from './items.routes.ts';
import { registerPurchaseRoutes } from './purchase.routes.ts';

/** The shop (spec 000 "Shop"): lists, purchase, wearing items. */
export function registerEshopRoutes(app: FastifyInstance, ctx: AppContext) {
  registerShopListRoutes(app, ctx);
  registerPurchaseRoutes(app, ctx);
  registerActivationRoutes(app, ctx);
}
