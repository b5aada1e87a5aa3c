// Finance (spec 002 section 7): the monthly report of a franchise (its summary and its students' rows), the
// summaries of the franchises under a master franchise or the network, and the Excel export. Figures:
// docs/finance.md; who may read whose report: report-access.ts.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { detailError, errorBody } from '@abacus/contract/errors-schema';
import {
  franchiseReportQuery,
  franchiseSummariesSchema,
  franchiseSummarySchema,
  monthlyReportQuery,
  reportIdParams,
  reportRowsQuery,
  studentReportPageSchema,
} from '@abacus/contract/finance-schema';
import { NOT_A_FRANCHISE } from '@abacus/contract/finance';
import { visibleStaffIds } from '../access/scope.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { rowsOf } from '../db/rows.ts';
import { requestLanguage } from '../i18n/request-language.ts';
import { detail } from '../http/errors.ts';
import { pageAnswer, pageWindow } from '../http/paging.ts';
import { DEFAULT_TIME_ZONE, dayIn } from '../time/calendar-day.ts';
import { writeReportWorkbook } from './report-export.ts';
import { combinedSummary } from './combined-summary.ts';
import { franchiseMonths, franchiseStudentRows, summaryOf } from './franchise-month.ts';
import { type ReportOwner, reportOwner } from './report-access.ts';
import { filterChoices, filterRows } from './student-rows-filter.ts';

/** The month asked for, or this month of the school's calendar. */
function monthOf(query: { year?: number; month?: number }) {
  const [year, month] = dayIn(new Date(), DEFAULT_TIME_ZONE).split('-').map(Number);
  return { year: query.year ?? year, month: query.month ?? month };
}

/** The franchises a report owner's report covers: the franchise itself, or every franchise under them. */
async function franchiseIdsOf(ctx: AppContext, owner: ReportOwner): Promise<number[]> {
  if (owner.role === 'franchise') return [owner.id];
  const result = await ctx.db.execute(
    sql`select id from users where id in (${visibleStaffIds(owner, 'franchise')}) order by last_name, first_name, id`,
  );
  return rowsOf(result).map((r) => Number(r.id));
}

/** The months of the owner's franchises; `details` adds the student rows' names, groups and teachers. */
async function monthsOf(
  ctx: AppContext,
  owner: ReportOwner,
  query: { year?: number; month?: number },
  details = false,
) {
  const { year, month } = monthOf(query);
  const ids = await franchiseIdsOf(ctx, owner);
  return { year, month, months: await franchiseMonths(ctx.db, ids, year, month, { details }) };
}

export function registerReportRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: errorBody, 403: detailError, 404: detailError };

  r.get(`${API_PREFIX}/billing/reports/monthly_report`, {
    schema: {
      tags: ['billing'],
      summary: 'The month report as report.xlsx: the summary, the rows per price and every student (or franchise)',
      security: [{ token: [] }],
      querystring: monthlyReportQuery,
    },
    onRequest: requireAuth(ctx),
    handler: async (req, reply) => {
      const owner = await reportOwner(ctx.db, req.user!, req.query.user_id);
      const { months } = await monthsOf(ctx, owner, req.query.report_date, owner.role === 'franchise');
      const { year, month } = req.query.report_date;
      reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', 'attachment; filename="report.xlsx"')
        .header('Cache-Control', 'no-store');
      return reply.send(writeReportWorkbook(owner, { year, month }, months, requestLanguage(req), req.log));
    },
  });

  r.get(`${API_PREFIX}/billing/reports/:id`, {
    schema: {
      tags: ['billing'],
      summary:
        "A franchise's month summary; for a master franchise or the super franchise, the sums of the franchises " +
        'under them (month 1-12, default this month)',
      security: [{ token: [] }],
      params: reportIdParams,
      querystring: franchiseReportQuery,
      response: { 200: franchiseSummarySchema, ...errors },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      const owner = await reportOwner(ctx.db, req.user!, req.params.id);
      const { year, month, months } = await monthsOf(ctx, owner, req.query);
      if (owner.role === 'franchise') return summaryOf(months[0]);
      return combinedSummary(owner, year, month, months);
    },
  });

  r.get(`${API_PREFIX}/billing/reports`, {
    schema: {
      tags: ['billing'],
      summary:
        "role=student&franchise=: the franchise's student rows of the month; role=franchise&parent=: the summaries " +
        'of the franchises under a master franchise or the super franchise',
      security: [{ token: [] }],
      querystring: reportRowsQuery,
      response: { 200: studentReportPageSchema.or(franchiseSummariesSchema), ...errors },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      const { role, franchise, parent } = req.query;
      const owner = await reportOwner(ctx.db, req.user!, (role === 'student' ? franchise : parent) ?? 'me');
      if (role === 'student') {
        if (owner.role !== 'franchise') throw detail(400, NOT_A_FRANCHISE);
        const { year, month } = monthOf(req.query);
        const all = (await franchiseStudentRows(ctx.db, owner.id, year, month)) ?? [];
        const rows = filterRows(all, req.query);
        const window = pageWindow(req.query);
        const answer = pageAnswer(req.url, window, rows.length, rows.slice(window.offset, window.offset + window.size));
        return { ...answer, filters: filterChoices(all) };
      }
      const { months } = await monthsOf(ctx, owner, req.query);
      return months.map(summaryOf);
    },
  });
}
