// GET billing/invoices (spec 002 section 7 "Finance"): one route for two kinds of invoice. `?user=` of a student (or
// none, for a student) answers the student's payment invoices (the payment history asks for status=paid);
// `?user=` of a franchise (or none, for a franchise) answers its monthly invoices with their lines and payment order
// (`&month=&year=`: that month's). Reading a franchise's invoices is report access (reports/report-access.ts).
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { franchiseInvoicesQuery, invoicesAnswer } from '@abacus/contract/franchise-invoices-schema';
import { viewedStudentId } from '../access/student-access.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { invoices, users } from '../db/schema.ts';
import { requestLanguage } from '../i18n/request-language.ts';
import { readsReports, reportOwner } from '../reports/report-access.ts';
import { DEFAULT_TIME_ZONE, dayIn } from '../time/calendar-day.ts';
import { periodOf } from './franchise-invoice-period.ts';
import { invoiceDetails, invoicesOf } from './franchise-invoice-queries.ts';

export function registerInvoiceRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(`${API_PREFIX}/billing/invoices`, {
    schema: {
      tags: ['billing'],
      summary:
        "A student's invoices, newest first (the payment history asks for status=paid); for a franchise, its " +
        'monthly invoices with their lines and payment order, newest month first (&month=1-12&year=: that month)',
      security: [{ token: [] }],
      querystring: franchiseInvoicesQuery,
      response: { 200: invoicesAnswer },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      const viewer = req.user!;
      const { status, month, year } = req.query;
      const target = req.query.user ?? viewer.id;
      const [who] = await ctx.db.select({ role: users.role }).from(users).where(eq(users.id, target)).limit(1);
      // A franchise's invoices are report access; anyone else asking for one is answered as for any id not theirs
      // (404), so the answer does not tell which ids are franchises (an outside probe read them from 403 and 404).
      if (who && readsReports(who.role) && readsReports(viewer.role)) {
        const owner = await reportOwner(ctx.db, viewer, target);
        if (owner.role !== 'franchise') return [];
        const today = dayIn(new Date(), DEFAULT_TIME_ZONE); // "this month" of the month select
        const period =
          month || year ? periodOf(year ?? Number(today.slice(0, 4)), month ?? Number(today.slice(5, 7))) : undefined;
        const found = await invoicesOf(ctx.db, owner.id, { period, status });
        return invoiceDetails(ctx.db, owner, found, requestLanguage(req));
      }
      const userId = await viewedStudentId(ctx, req);
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
