import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invoiceSchema, invoicesQuery } from '@abacus/contract/billing-schema';
import { viewedStudentId } from '../access/student-access.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { invoices } from '../db/schema.ts';

export function registerInvoiceRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(`${API_PREFIX}/billing/invoices`, {
    schema: {
      tags: ['billing'],
      summary: "A student's invoices, newest first (the payment history asks for status=paid)",
      security: [{ token: [] }],
      querystring: invoicesQuery,
      response: { 200: z.array(invoiceSchema) },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      const userId = await viewedStudentId(ctx, req);
      const { status } = req.query;
      const rows = await ctx.db
        .select()
        .from(invoices)
        .where(status ? and(eq(invoices.userId, userId), eq(invoices.status, status)) : eq(invoices.userId, userId))
        .orderBy(desc(invoices.created), desc(invoices.id));
      return rows.map((i) => ({
        id: i.id,
        amount: i.amount,
        currency: i.currency,
        status: i.status,
        paid_days: i.paidDays,
        created: i.created.toISOString(),
        updated: i.updated.toISOString(),
      }));
    },
  });
}
