// report.xlsx (spec 002 section 7: GET billing/reports/monthly_report): the same figures as the screen, from the same
// module (docs/finance.md), written row by row by exceljs's streaming writer, so the memory it takes does not grow
// with the rows. A franchise's file: its summary, the rows per price and every student; a master franchise's (or
// the network's): one row per franchise and the sums. Numbers are numbers (money formatted with 2 places), with a
// header row and readable column widths; the headers are in the viewer's interface language.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@abacus/contract/languages';
import { CURRENCY_SYMBOLS } from '@abacus/contract/staff';
import { type ExportKey, exportText } from './export-texts.ts';
import { combinedSummary } from './combined-summary.ts';
import { type FranchiseMonth, studentRowsOf, summaryOf } from './franchise-month.ts';
import type { ReportOwner } from './report-access.ts';
import { filterRows } from './student-rows-filter.ts';

const MONEY = '#,##0.00';
const num = (amount: string | null) => (amount === null ? null : Number(amount));
const pad = (n: number) => String(n).padStart(2, '0');

interface Column {
  key: ExportKey;
  width: number;
  money?: boolean;
}

type Sheet = ExcelJS.Worksheet;

/** A table: a bold header row, then the rows, each committed at once (the streaming writer keeps none). */
function writeTable(sheet: Sheet, t: (key: ExportKey) => string, columns: Column[], rows: Iterable<unknown[]>) {
  const header = sheet.addRow(columns.map((c) => t(c.key)));
  header.font = { bold: true };
  header.commit();
  for (const values of rows) {
    const row = sheet.addRow(values);
    columns.forEach((c, i) => {
      if (c.money) row.getCell(i + 1).numFmt = MONEY;
    });
    row.commit();
  }
  sheet.addRow([]).commit();
}

const SUMMARY: Column[] = [
  { key: 'students', width: 12 },
  { key: 'active', width: 10 },
  { key: 'inactive', width: 10 },
  { key: 'priceMin', width: 14, money: true },
  { key: 'price', width: 14, money: true },
  { key: 'turnover', width: 16, money: true },
  { key: 'prPercent', width: 8 },
  { key: 'prSum', width: 14, money: true },
  { key: 'royaltyPercent', width: 10 },
  { key: 'royaltySum', width: 14, money: true },
  { key: 'discountPercent', width: 10 },
  { key: 'discountSum', width: 14, money: true },
  { key: 'total', width: 16, money: true },
  { key: 'bonusDays', width: 10 },
];
const PRICE_ROWS: Column[] = [
  { key: 'price', width: 14, money: true },
  { key: 'students', width: 12 },
  { key: 'turnover', width: 16, money: true },
  { key: 'prSum', width: 14, money: true },
  { key: 'royaltySum', width: 14, money: true },
];
const STUDENTS: Column[] = [
  { key: 'id', width: 8 },
  { key: 'fullName', width: 28 },
  { key: 'email', width: 30 },
  { key: 'group', width: 18 },
  { key: 'teacher', width: 22 },
  { key: 'start', width: 12 },
  { key: 'end', width: 12 },
  { key: 'priceMode', width: 12 },
  { key: 'price', width: 12, money: true },
  { key: 'priceFirstMonth', width: 14, money: true },
  { key: 'studyPrice', width: 14, money: true },
  { key: 'days', width: 8 },
  { key: 'daysTotal', width: 10 },
  { key: 'bonusDays', width: 10 },
  { key: 'discountPercent', width: 10 },
  { key: 'royaltySum', width: 12, money: true },
  { key: 'language', width: 10 },
  { key: 'blocked', width: 12 },
  { key: 'comments', width: 30 },
];
const FRANCHISES: Column[] = [
  { key: 'id', width: 8 },
  { key: 'fullName', width: 28 },
  { key: 'region', width: 16 },
  { key: 'currency', width: 8 },
  ...SUMMARY,
];

/** The widest of each column across the tables of a sheet, set before the first row is written. */
function setWidths(sheet: Sheet, ...tables: Column[][]) {
  const widest = Math.max(...tables.map((t) => t.length));
  sheet.columns = Array.from({ length: widest }, (_, i) => ({
    width: Math.max(10, ...tables.map((t) => t[i]?.width ?? 0)),
  }));
}

type SummaryLike = ReturnType<typeof summaryOf>;
const summaryValues = (s: SummaryLike) => [
  s.students.total,
  s.students.active,
  s.students.inactive,
  num(s.price_min),
  num(s.price),
  num(s.turnover),
  num(s.pr_deposit),
  num(s.pr_sum),
  num(s.royalty),
  num(s.royalty_sum),
  num(s.discount),
  num(s.discount_sum),
  num(s.total),
  s.bonus_days,
];

function writeTitle(sheet: Sheet, t: (key: ExportKey) => string, s: SummaryLike) {
  const title = sheet.addRow([t('title'), s.full_name]);
  title.font = { bold: true, size: 13 };
  title.commit();
  sheet.addRow([t('month'), `${pad(s.month)}.${s.year}`]).commit();
  sheet
    .addRow([t('currency'), s.currency ? `${s.currency.toUpperCase()} ${CURRENCY_SYMBOLS[s.currency]}` : ''])
    .commit();
  if (s.contract_number) sheet.addRow([t('contract'), s.contract_number]).commit();
  sheet.addRow([]).commit();
}

async function writeWorkbook(
  out: PassThrough,
  owner: ReportOwner,
  when: { year: number; month: number },
  months: FranchiseMonth[],
  lang: Language,
) {
  const t = (key: ExportKey) => exportText(lang, key);
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(t('sheet'));
  if (owner.role === 'franchise') {
    const month = months[0];
    setWidths(sheet, SUMMARY, PRICE_ROWS, STUDENTS);
    const summary = summaryOf(month);
    writeTitle(sheet, t, summary);
    writeTable(sheet, t, SUMMARY, [summaryValues(summary)]);
    writeTable(
      sheet,
      t,
      PRICE_ROWS,
      summary.table_rows.map((r) => [num(r.price), r.students, num(r.turnover), num(r.pr), num(r.royalty)]),
    );
    writeTable(
      sheet,
      t,
      STUDENTS,
      filterRows(studentRowsOf(month), {}).map((s) => [
        s.id,
        s.full_name,
        s.email,
        s.group_name,
        s.teacher,
        s.study_period.start,
        s.study_period.end ?? '',
        t(s.price_mode === 'first' ? 'modeFirst' : 'modeFull'),
        num(s.price),
        num(s.price_first_month),
        num(s.study_price),
        s.days_count,
        s.days_total,
        s.bonus_days,
        num(s.discount),
        num(s.student_royalty),
        s.default_language.toUpperCase(),
        s.is_active ? '' : t('yes'),
        s.comments,
      ]),
    );
  } else {
    setWidths(sheet, FRANCHISES);
    const combined = combinedSummary(owner, when.year, when.month, months);
    writeTitle(sheet, t, combined);
    const rows = months
      .map(summaryOf)
      .map((s) => [s.id, s.full_name, s.region, s.currency?.toUpperCase() ?? '', ...summaryValues(s)]);
    // The sums only when every franchise counts in one currency.
    if (combined.currency)
      rows.push(['', t('totals'), '', combined.currency.toUpperCase(), ...summaryValues(combined)]);
    writeTable(sheet, t, FRANCHISES, rows);
  }
  sheet.commit();
  await book.commit();
}

/** The workbook as a stream to send; an error while writing ends the stream (logged; the client sees a cut file). */
export function writeReportWorkbook(
  owner: ReportOwner,
  when: { year: number; month: number },
  months: FranchiseMonth[],
  lang: Language,
  log: FastifyBaseLogger,
): PassThrough {
  const out = new PassThrough();
  writeWorkbook(out, owner, when, months, lang).catch((error: unknown) => {
    log.error({ err: error }, 'report.xlsx could not be written');
    out.destroy(error as Error);
  });
  return out;
}
