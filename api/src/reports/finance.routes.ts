// The Finance calls of spec 002 section 7, one module per part (figures: docs/finance.md).
import type { FastifyInstance } from 'fastify';
import { registerFranchiseInvoiceRoutes } from '../billing/franchise-invoices.routes.ts';
import type { AppContext } from '../context.ts';
import { registerReportHistoryRoutes } from './history.routes.ts';
import { registerReportRoutes } from './report.routes.ts';

export function registerFinanceRoutes(app: FastifyInstance, ctx: AppContext) {
  registerReportRoutes(app, ctx);
  registerReportHistoryRoutes(app, ctx);
  registerFranchiseInvoiceRoutes(app, ctx);
}
