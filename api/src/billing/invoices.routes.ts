import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewedStudentId } from '../access/student-access.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { INVOICE_STATUSES, invoices } from '../db/schema.ts';
import { userQuery } from '../http/id-param.ts';

export const invoiceSchema = z.object({
  id: z.number().int(),
  amount: z.string().describe('exact, 2 decimals: "1200.00"'),
  currency: z.string(),
  status: z.enum(INVOICE_STATUSES),
  paid_days: z.number().int().describe('days of study the invoice pays for'),
  created: z.string().describe('ISO 8601'),
  updated: z.string().describe('ISO 8601; for a paid invoice, when it was paid'),
});

const invoicesQuery = userQuery.extend({
  status: z.enum(INVOICE_STATUSES, { error: 'Must be "paid" or "unpaid".' }).optional(),
});

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
