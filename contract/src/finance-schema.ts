// The finance calls (spec 002 section 7 "Finance"; entities of section 3 "Report", "Invoice", "Change history
// entry"). Money is an exact decimal string with 2 places ("1234.50"); percentages too ("12.50").
import { z } from 'zod';
import { PRICE_MODES, REPORT_FIRST_YEAR, REPORT_ORDERINGS } from './finance.ts';
import { INVOICE_STATUSES } from './billing.ts';
import { idParam, INVALID_ID, PG_INT_MAX } from './ids-schema.ts';
import { INVALID_CHOICE, NOT_A_STRING } from './messages.ts';
import { CURRENCIES, INSTRUCTION_LANGUAGES } from './staff.ts';
import { money } from './user-create-schema.ts';
import { page, pageQuery } from './paging-schema.ts';

const decimal = () => z.string().describe('exact decimal, 2 places');
const MONTH_RANGE = 'Choose a month from 1 to 12.';
const YEAR_RANGE = `Choose a year from ${REPORT_FIRST_YEAR}.`;

/** `month` 1-12 and `year` 2017.. of a report (spec 002: "Month select (1-12)"); both default to this month. */
export const reportMonthQuery = z.object({
  month: z
    .string()
    .regex(/^\d{1,2}$/, MONTH_RANGE)
    .transform(Number)
    .refine((m) => m >= 1 && m <= 12, MONTH_RANGE)
    .optional()
    .describe('1-12; default this month'),
  year: z
    .string()
    .regex(/^\d{4}$/, YEAR_RANGE)
    .transform(Number)
    .refine((y) => y >= REPORT_FIRST_YEAR && y <= 2100, YEAR_RANGE)
    .optional()
    .describe(`${REPORT_FIRST_YEAR}..; default this year`),
});
export type ReportMonthQuery = z.output<typeof reportMonthQuery>;

/** `{id}` of `billing/reports/{id}`: a user id, or `me`. */
export const reportIdParams = z.object({
  id: z.union([z.literal('me'), idParam()], { error: INVALID_ID }).describe('a franchise (or above) id, or "me"'),
});

/** GET billing/reports/{id}?role=franchise[&month&year]. */
export const franchiseReportQuery = reportMonthQuery.extend({
  role: z.literal('franchise', { error: INVALID_CHOICE }).optional(),
});

/**
 * GET billing/reports?role=student&franchise={id}[&month&year] with the report's column filters (spec 002 section 2:
 * name, start of study by month and year, group, price, teacher, lock), the text search and the sort, 20 a page;
 * `role=franchise&parent={id}` lists the franchises under a master franchise or the super franchise.
 */
export const reportRowsQuery = reportMonthQuery.extend({
  ...pageQuery.shape,
  role: z.enum(['student', 'franchise'], { error: INVALID_CHOICE }),
  franchise: z
    .union([z.literal('me'), idParam()])
    .optional()
    .describe('role=student: whose students'),
  parent: z
    .union([z.literal('me'), idParam()])
    .optional()
    .describe('role=franchise: whose franchises'),
  name: z.string().max(200).optional().describe('part of the full name'),
  group: idParam().optional(),
  teacher: idParam().optional(),
  price: z
    .string()
    .regex(/^\d{1,10}(\.\d{1,2})?$/, 'Enter a valid price.')
    .optional()
    .describe("the month's price"),
  start: z
    .string()
    .regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/, 'Use YYYY or YYYY-MM.')
    .optional()
    .describe('start of study: a year, or a month of a year'),
  blocked: z.enum(['true', 'false'], { error: INVALID_CHOICE }).optional().describe('true: only the blocked'),
  ordering: z.enum(REPORT_ORDERINGS, { error: INVALID_CHOICE }).optional(),
});
export type ReportRowsQuery = z.output<typeof reportRowsQuery>;

/** One row per price of a franchise's report (spec 002 "table_rows"). */
export const priceRowSchema = z.object({
  price: decimal().describe("the month's price the students pay (first-month or full)"),
  students: z.number().int(),
  turnover: decimal(),
  pr: decimal(),
  royalty: decimal(),
});

/** Spec 002 "Report, franchise summary". Figures: docs/finance.md. */
export const franchiseSummarySchema = z.object({
  id: z.number().int(),
  region: z.string(),
  full_name: z.string(),
  email: z.string(),
  currency: z.enum(CURRENCIES).nullable(),
  contract_number: z.string(),
  year: z.number().int(),
  month: z.number().int().describe('1-12'),
  days_total: z.number().int().describe('days of the month'),
  students: z.object({ total: z.number().int(), active: z.number().int(), inactive: z.number().int() }),
  price_min: decimal(),
  price: decimal().describe('the average monthly price of the counted students'),
  turnover: decimal(),
  pr_deposit: decimal().describe('PR percent'),
  pr_sum: decimal(),
  discount: decimal().describe('discount percent of the month (0.00 when none)'),
  discount_sum: decimal(),
  royalty: decimal().describe('royalty percent'),
  royalty_sum: decimal().describe('before the discount; 200.00 for a franchise without students'),
  total: decimal().describe('what the franchise owes: royalty_sum - discount_sum + pr_sum'),
  bonus_days: z.number().int().describe("the franchise's bonus days in this month"),
  blank: z.boolean().describe('no students: the placeholder row with the default royalty'),
  table_rows: z.array(priceRowSchema),
});
export type FranchiseSummary = z.infer<typeof franchiseSummarySchema>;

/** Spec 002 "Report, student row". */
export const studentReportRowSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  study_period: z.object({
    start: z.string().describe('YYYY-MM-DD'),
    end: z.string().nullable().describe('YYYY-MM-DD, the last day counted; null while studying'),
  }),
  group_id: z.number().int().nullable(),
  group_name: z.string(),
  teacher: z.string(),
  teacher_id: z.number().int().nullable(),
  price: decimal().nullable(),
  price_first_month: decimal().nullable(),
  price_mode: z.enum(PRICE_MODES),
  study_price: decimal().describe("what the student pays for the month's counted days"),
  days_count: z.number().int(),
  days_total: z.number().int(),
  bonus_days: z.number().int(),
  discount: decimal(),
  student_royalty: decimal(),
  english: z.boolean().describe('English stream: the English royalty and minimum price apply'),
  default_language: z.enum(INSTRUCTION_LANGUAGES).or(z.string()),
  is_active: z.boolean(),
  date_deactivated: z.string().nullable().describe('ISO date-time'),
  comments: z.string(),
});
export type StudentReportRow = z.infer<typeof studentReportRowSchema>;

/** A page of student rows, with the choices of the column filters (every row of the month, not only this page's). */
export const studentReportPageSchema = page(studentReportRowSchema).extend({
  filters: z.object({
    groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
    teachers: z.array(z.object({ id: z.number().int(), name: z.string() })),
    prices: z.array(decimal()),
    starts: z.array(z.string()).describe('YYYY-MM of the study starts, newest first'),
  }),
});
export type StudentReportPage = z.infer<typeof studentReportPageSchema>;
export const franchiseSummariesSchema = z.array(franchiseSummarySchema);

/** GET billing/reports/monthly_report?user_id=&report_date=MM-01-YYYY: report.xlsx. */
export const monthlyReportQuery = z.object({
  user_id: z.union([z.literal('me'), idParam()]),
  report_date: z
    .string()
    .regex(/^(0[1-9]|1[0-2])-01-\d{4}$/, 'Use the date format MM-01-YYYY.')
    .transform((s) => ({ month: Number(s.slice(0, 2)), year: Number(s.slice(6)) }))
    .refine((d) => d.year >= REPORT_FIRST_YEAR && d.year <= 2100, YEAR_RANGE),
});

/** PATCH users/user/{id}/comments: the report's comment on a student (plain text, shown as text). */
export const studentCommentBody = z.object({
  comments: z.string({ error: NOT_A_STRING }).max(2000, 'Ensure this field has no more than 2000 characters.'),
});
export const studentCommentAnswer = studentCommentBody;

/** A line of a franchise's invoice (spec 002 "Invoice" items). */
export const invoiceItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  currency: z.string(),
  price: decimal(),
  is_deletable: z.boolean().describe('false for the royalty and PR lines of the monthly close'),
  order: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  invoice: z.number().int(),
});
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;

/** A franchise's invoice for a month (spec 002 "Invoice"). */
export const franchiseInvoiceSchema = z.object({
  id: z.number().int(),
  amount: decimal(),
  currency: z.string(),
  status: z.enum(INVOICE_STATUSES),
  created: z.string(),
  updated: z.string(),
  user: z.number().int(),
  year: z.number().int(),
  month: z.number().int().describe('1-12'),
  items: z.array(invoiceItemSchema),
});
export type FranchiseInvoice = z.infer<typeof franchiseInvoiceSchema>;

const lineName = z.string().trim().min(1, 'This field may not be blank.').max(200);
/** PATCH billing/invoices/{id}: the invoice's lines (spec: "body is the invoice array"); lines not sent are removed
 * unless they are not deletable; a line without id is added. */
export const invoiceLinesBody = z
  .array(
    z.object({
      id: z.number().int().min(1).max(PG_INT_MAX).nullish(),
      name: lineName,
      quantity: z.number({ error: 'A valid integer is required.' }).int().min(1).max(10_000),
      price: money(),
    }),
  )
  .max(50, 'An invoice has at most 50 lines.');
export type InvoiceLinesBody = z.input<typeof invoiceLinesBody>;
