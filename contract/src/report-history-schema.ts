// GET billing/reports/{id}/history (spec 002 sections 2 "Reports screen" History, 3 "Change history entry", 8): the
// change history of everyone under a report's owner, 20 a page, newest first, with the History tab's filters.
import { z } from 'zod';
import { HISTORY_ACTIONS } from './finance.ts';
import { END_BEFORE_START, INVALID_CHOICE, INVALID_DATE, NOT_A_STRING } from './messages.ts';
import { page } from './paging-schema.ts';
import { changeEntry } from './user-changes-schema.ts';

const PAGE_NUMBER = 'Enter a whole number from 1 to 100000.';

/** YYYY-MM-DD and a real day (no 2025-02-30), from 1900. */
const day = () =>
  z
    .string({ error: INVALID_DATE })
    .regex(/^\d{4}-\d{2}-\d{2}$/, INVALID_DATE)
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s) && d.getUTCFullYear() >= 1900;
    }, INVALID_DATE);

const text = (what: string) => z.string({ error: NOT_A_STRING }).max(200).optional().describe(what);

/** The History tab's filters; `from` and `to` are days of the viewer's time zone, both included. */
export const reportHistoryPageQuery = z
  .object({
    user: text("the changed user's name, e-mail or phone (part of it)"),
    author: text("the author's name, e-mail or phone (part of it)"),
    action: z
      .enum(HISTORY_ACTIONS, { error: INVALID_CHOICE })
      .optional()
      .describe('blocked: is_active to false; unlocked: is_active to true; price: price or price_first_month'),
    from: day().optional().describe('YYYY-MM-DD, the first day (included)'),
    to: day().optional().describe('YYYY-MM-DD, the last day (included)'),
    page: z
      .string({ error: PAGE_NUMBER })
      .regex(/^\d{1,6}$/, PAGE_NUMBER)
      .transform(Number)
      .refine((n) => n >= 1 && n <= 100_000, PAGE_NUMBER)
      .optional()
      .describe('page number, from 1; 20 entries a page'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: END_BEFORE_START, path: ['to'] });
export type ReportHistoryPageQuery = z.output<typeof reportHistoryPageQuery>;

/** One page of entries, newest first (`modified`, then id). */
export const reportHistoryPage = page(changeEntry);
export type ReportHistoryPage = z.infer<typeof reportHistoryPage>;
