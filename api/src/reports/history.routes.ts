// Finance (spec 002 section 7): the change history of a franchise's people, the History tab of the reports screen.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/authenticate.ts';
import { API_PREFIX, type AppContext } from '../context.ts';
import { pageAnswer, pageWindow } from '../http/paging.ts';
import { resolveTimeZone } from '../time/calendar-day.ts';
import { historyConditions, readHistory } from './history-query.ts';
import { reportOwner } from './report-access.ts';
import { detailError, errorBody } from '@abacus/contract/errors-schema';
import { reportIdParams } from '@abacus/contract/finance-schema';
import { reportHistoryPage, reportHistoryPageQuery } from '@abacus/contract/report-history-schema';

export function registerReportHistoryRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(`${API_PREFIX}/billing/reports/:id/history`, {
    schema: {
      tags: ['billing'],
      summary:
        'The changes of price, first-month price and is_active of everyone under a franchise (or above) of your ' +
        'subtree, newest first, 20 a page; from/to are days of your time zone',
      security: [{ token: [] }],
      params: reportIdParams,
      querystring: reportHistoryPageQuery,
      response: { 200: reportHistoryPage, 400: errorBody, 403: detailError, 404: detailError },
    },
    onRequest: requireAuth(ctx),
    handler: async (req) => {
      const viewer = req.user!;
      const owner = await reportOwner(ctx.db, viewer, req.params.id);
      const window = pageWindow({ page: req.query.page });
      const conditions = historyConditions(owner, req.query, resolveTimeZone(viewer.timezone));
      const { count, entries } = await readHistory(ctx.db, conditions, window);
      return pageAnswer(req.url, window, count, entries);
    },
  });
}
