// Finance (spec 002 section 7): a franchise's monthly invoices. GET billing/invoices?user={franchise} is in
// invoices.routes.ts (one route with the students' payment history); here: make, edit, pay and send. The invoice is
// the monthly close of the franchise's report (docs/decisions.md "Franchise invoices").
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { detailError, errorBody } from '@abacus/contract/errors-schema';
import { MONTH_NOT_OVER, NO_INVOICE_EMAIL } from '@abacus/contract/finance';
import { invoiceLinesBody } from '@abacus/contract/finance-schema';
import {
  type FranchiseInvoiceDetail,
  franchiseInvoiceDetailSchema,
  makeInvoiceBody,
  sentInvoiceAnswer,
} from '@abacus/contract/franchise-invoices-schema';
import { idParams } from '@abacus/contract/ids-schema';
import type { AuthUser } from '../auth/authenticate.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { invoices } from '../db/schema.ts';
import { ApiError, detail, fieldErrors, NOT_FOUND, nestedValidationBody } from '../http/errors.ts';
import { requestLanguage, storedLanguage } from '../i18n/request-language.ts';
import { hit } from '../limits/counters.ts';
import { TOO_MANY_MAILS } from '../mail/mail-limits.ts';
import { franchiseMonth } from '../reports/franchise-month.ts';
import { DEFAULT_TIME_ZONE, dayIn } from '../time/calendar-day.ts';
import { STAFF_MAIL_PER_HOUR } from '../users/staff-mail.routes.ts';
import { type FranchiseOwner, managedFranchise, managedInvoice } from './franchise-invoice-access.ts';
import { closePrices } from './franchise-invoice-lines.ts';
import { invoiceMail } from './franchise-invoice-order.ts';
import { monthIsOver } from './franchise-invoice-period.ts';
import { invoiceDetails, withItems } from './franchise-invoice-queries.ts';
import { makeInvoice, markPaid, markSent, saveLines } from './franchise-invoice-writes.ts';

const TAGS = ['billing'];
const INVALID_PARAMS = 'Invalid request parameters.';

export function registerFranchiseInvoiceRoutes(app: FastifyInstance, ctx: AppContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const auth = requireAuth(ctx);

  /** One invoice as the reader sees it (the payment order in the request's language). */
  const answer = async (req: FastifyRequest, owner: FranchiseOwner, id: number): Promise<FranchiseInvoiceDetail> => {
    const rows = await ctx.db.select().from(invoices).where(eq(invoices.id, id));
    const [detailed] = await invoiceDetails(ctx.db, owner, await withItems(ctx.db, rows), requestLanguage(req));
    return detailed;
  };

  typed.post(`${API_PREFIX}/billing/invoices`, {
    schema: {
      tags: TAGS,
      summary:
        "Make a franchise's invoice for a month that is over (201), or refresh its royalty and PR lines from the " +
        "month's report while it is unpaid (200); master franchise and super franchise",
      security: [{ token: [] }],
      body: makeInvoiceBody,
      response: {
        200: franchiseInvoiceDetailSchema,
        201: franchiseInvoiceDetailSchema,
        400: errorBody,
        403: detailError,
        404: detailError,
      },
    },
    onRequest: auth,
    handler: async (req, reply) => {
      const { user, year, month } = req.body;
      const owner = await managedFranchise(ctx.db, req.user!, user);
      if (!monthIsOver(year, month, dayIn(new Date(), DEFAULT_TIME_ZONE))) {
        throw detail(400, MONTH_NOT_OVER, { code: 'month_not_over' });
      }
      const summary = await franchiseMonth(ctx.db, owner.id, year, month);
      if (!summary) throw detail(404, NOT_FOUND);
      const currency = (summary.currency ?? owner.currency ?? 'uah').toUpperCase();
      const made = await makeInvoice(
        ctx.db,
        { id: owner.id, lang: storedLanguage(owner.defaultLanguage) },
        { year, month },
        closePrices(summary),
        currency,
      );
      return reply.code(made.created ? 201 : 200).send(await answer(req, owner, made.id));
    },
  });

  typed.patch(`${API_PREFIX}/billing/invoices/:id`, {
    schema: {
      tags: TAGS,
      summary:
        "Save an unpaid franchise invoice's lines (the body is the list of lines): a line without id is added, a " +
        'deletable line not sent is removed; the royalty and PR lines stay as they are',
      security: [{ token: [] }],
      params: idParams,
      body: invoiceLinesBody,
      response: { 200: franchiseInvoiceDetailSchema, 400: errorBody, 403: detailError, 404: detailError },
    },
    attachValidation: true,
    onRequest: auth,
    handler: async (req) => {
      const invalid = req.validationError as (Error & { validationContext?: string; validation?: [] }) | undefined;
      if (invalid && invalid.validationContext !== 'body') throw detail(400, INVALID_PARAMS);
      const { invoice, owner } = await managedInvoice(ctx.db, req.user!, req.params.id);
      if (invalid) throw fieldErrors(nestedValidationBody(invalid.validation ?? []));
      await saveLines(ctx.db, invoice.id, req.body);
      return answer(req, owner, invoice.id);
    },
  });

  typed.patch(`${API_PREFIX}/billing/invoices/:id/make_paid`, {
    schema: {
      tags: TAGS,
      summary: 'Mark a franchise invoice and its lines paid; after that it cannot be changed',
      security: [{ token: [] }],
      params: idParams,
      response: { 200: franchiseInvoiceDetailSchema, 400: errorBody, 403: detailError, 404: detailError },
    },
    onRequest: auth,
    handler: async (req) => {
      const { invoice, owner } = await managedInvoice(ctx.db, req.user!, req.params.id);
      await markPaid(ctx.db, invoice.id);
      return answer(req, owner, invoice.id);
    },
  });

  typed.post(`${API_PREFIX}/billing/invoices/:id/send`, {
    schema: {
      tags: TAGS,
      summary:
        "E-mail a franchise invoice (lines, amount, payment order) to the franchise's report e-mail, else its e-mail",
      security: [{ token: [] }],
      params: idParams,
      response: { 200: sentInvoiceAnswer, 400: errorBody, 403: detailError, 404: detailError, 429: detailError },
    },
    onRequest: auth,
    handler: async (req) => {
      const viewer: AuthUser = req.user!;
      const { invoice, owner } = await managedInvoice(ctx.db, viewer, req.params.id);
      const to = (owner.reportEmail || owner.email).trim();
      if (!to) throw detail(400, NO_INVOICE_EMAIL);
      const counted = await hit(ctx.db, `mail:staff:${viewer.id}`, 3600, 1);
      if (counted.count > STAFF_MAIL_PER_HOUR) {
        throw new ApiError(429, { detail: TOO_MANY_MAILS, code: 'mail_limited' }, { 'Retry-After': '3600' });
      }
      const lang = storedLanguage(owner.defaultLanguage);
      const [found] = await withItems(ctx.db, [invoice]);
      const [detailed] = await invoiceDetails(ctx.db, owner, [found], lang);
      await ctx.mailer.send(invoiceMail(to, lang, detailed, detailed.payee, detailed.payer));
      await markSent(ctx.db, invoice.id);
      return { to };
    },
  });
}
