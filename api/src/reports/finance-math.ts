// The arithmetic of a franchise's monthly report (spec 002 sections 3 "Report", 4 "Price mode", 9; the rules and
// worked examples are docs/finance.md, which this module follows line by line). Pure: no database, no clock. Money
// is exact (decimal.js, rounded half up to cents at the points docs/finance.md names); dates are 'YYYY-MM-DD'.
// The report screen, the Excel export and the invoices all take their figures from here.
import { Decimal } from 'decimal.js';
import { BLANK_ROW_ROYALTY, FIRST_MONTH_GRACE_DAYS, type PriceMode } from '@abacus/contract/finance';

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
type Dec = InstanceType<typeof D>;
const ZERO = new D(0);
const HUNDRED = new D(100);
const cents = (value: Dec) => value.toDecimalPlaces(2, D.ROUND_HALF_UP);
const money = (value: Dec) => value.toFixed(2);
const dec = (value: string | null | undefined) => new D(value ?? 0);

/** A period of days, both ends included. */
export interface DayPeriod {
  start: string;
  end: string;
}

export interface Discount extends DayPeriod {
  /** Percent, "10.00". */
  value: string;
}

/** The franchise's terms for the month (its profile's financial fields, discounts and bonus). */
export interface FranchiseTerms {
  year: number;
  /** 1-12. */
  month: number;
  royalty: string | null;
  royaltyEn: string | null;
  priceMin: string | null;
  priceMinEn: string | null;
  prDeposit: string | null;
  /** The discount periods that apply to the franchise (its own, else its master franchise's), any months. */
  discounts: readonly Discount[];
  /** The bonus period (bonus weeks from the day they were given, or a holiday), or null. */
  bonus: DayPeriod | null;
  /** The day the franchise's account was made: a month that ended before it owes nothing, not the blank row's
   * royalty (a franchise made today owed 200 for last month and for January 2017). */
  joined?: string | null;
}

export interface StudentTerms {
  id: number;
  /** The first day of study. */
  start: string;
  /** The day the student was blocked (not counted), or null while studying. */
  blocked: string | null;
  /** A student blocked in the summer stops being counted at the start of this month (5-8) if that is earlier. */
  deactivationMonth: number;
  price: string | null;
  priceFirstMonth: string | null;
  /** English stream: the English royalty and minimum price apply. */
  english: boolean;
  /**
   * How many students share exactly these terms (1 by default): they have the same figures, so the sums take them
   * `count` times (a month without the student rows reads the students grouped by their terms).
   */
  count?: number;
}

export interface StudentFigures {
  id: number;
  /** The students these figures stand for (StudentTerms.count). */
  count: number;
  /** The last counted day of study (null while studying). */
  end: string | null;
  priceMode: PriceMode;
  /** The month's price: the first-month price in the first month, else the price. */
  monthPrice: string;
  studyPrice: string;
  daysCount: number;
  daysTotal: number;
  bonusDays: number;
  /** The largest discount percent of the student's counted days ("0.00" when none). */
  discount: string;
  royalty: string;
  discountSum: string;
  pr: string;
}

export interface PriceRow {
  price: string;
  students: number;
  turnover: string;
  pr: string;
  royalty: string;
}

export interface MonthFigures {
  daysTotal: number;
  students: StudentFigures[];
  total: number;
  active: number;
  inactive: number;
  price: string;
  turnover: string;
  prSum: string;
  royaltySum: string;
  discount: string;
  discountSum: string;
  /** What the franchise owes: royaltySum - discountSum + prSum. */
  due: string;
  bonusDays: number;
  blank: boolean;
  tableRows: PriceRow[];
}

// --- dates: whole days since 1970-01-01 (UTC), so periods are compared and measured as integers ----------------

type Span = { start: number; end: number };
const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const dayNumber = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const spanOf = (p: DayPeriod): Span => ({ start: dayNumber(p.start), end: dayNumber(p.end) });
const monthSpan = (year: number, month: number): Span => {
  const start = Date.UTC(year, month - 1, 1) / DAY_MS;
  return { start, end: start + daysInMonth(year, month) - 1 };
};
/** The days of `a` inside `b`. */
function overlap(a: Span, b: Span): Span | null {
  const start = Math.max(a.start, b.start);
  const end = Math.min(a.end, b.end);
  return start <= end ? { start, end } : null;
}
const length = (p: Span | null) => (p ? p.end - p.start + 1 : 0);

/**
 * The last counted day of a student's study, or null while studying: the day before the block; a student blocked
 * from May to September of a year stops at the start of their deactivation month of that year if that is earlier.
 */
export function studyEnd(student: Pick<StudentTerms, 'blocked' | 'deactivationMonth'>): string | null {
  if (!student.blocked) return null;
  let stop = student.blocked;
  const month = Number(stop.slice(5, 7));
  const summerStop = `${stop.slice(0, 4)}-${pad(student.deactivationMonth)}-01`;
  if (month >= 5 && month <= 9 && summerStop < stop) stop = summerStop;
  return dateOf(dayNumber(stop) - 1);
}

// --- one student ---------------------------------------------------------------------------------------------------

/** The franchise's month, prepared once for all its students. */
interface Prepared {
  terms: FranchiseTerms;
  month: Span;
  daysTotal: number;
  bonus: Span | null;
  discounts: { span: Span; value: string }[];
  cache: MoneyCache;
}
const prepare = (terms: FranchiseTerms): Prepared => ({
  terms,
  month: monthSpan(terms.year, terms.month),
  daysTotal: daysInMonth(terms.year, terms.month),
  bonus: terms.bonus ? spanOf(terms.bonus) : null,
  discounts: terms.discounts.map((d) => ({ span: spanOf(d), value: d.value })),
  cache: new Map(),
});

/** A student's figures for the month, or null when no day of the month is counted (not in the report). */
export function studentMonth(terms: FranchiseTerms, student: StudentTerms): StudentFigures | null {
  return countStudent(prepare(terms), student);
}

function countStudent(p: Prepared, student: StudentTerms): StudentFigures | null {
  const end = studyEnd(student);
  const start = dayNumber(student.start);
  const startsThisMonth = start >= p.month.start && start <= p.month.end;
  // The grace of the first month: a start on day 1 or 2 counts the whole month.
  const graced = startsThisMonth && start - p.month.start < FIRST_MONTH_GRACE_DAYS ? p.month.start : start;
  const counted = overlap(p.month, { start: graced, end: end ? dayNumber(end) : p.month.end });
  if (!counted) return null;
  const daysCount = length(counted);

  const priceMode: PriceMode = startsThisMonth ? 'first' : 'full';
  const monthPrice = (priceMode === 'first' ? student.priceFirstMonth : student.price) ?? '0.00';
  const bonusDays = p.bonus ? length(overlap(counted, p.bonus)) : 0;
  // Days of each discount period that carry royalty (bonus days carry none to discount), with its percent.
  let discounted = '';
  for (const { span, value } of p.discounts) {
    const days = overlap(counted, span);
    if (!days) continue;
    const paying = length(days) - (p.bonus ? length(overlap(days, p.bonus)) : 0);
    if (paying > 0) discounted += `${value}x${paying};`;
  }
  const key = `${monthPrice}|${student.english}|${daysCount}|${bonusDays}|${discounted}`;
  let figures = p.cache.get(key);
  if (!figures) {
    figures = moneyOf(p.terms, {
      monthPrice,
      english: student.english,
      daysCount,
      daysTotal: p.daysTotal,
      royaltyDays: daysCount - bonusDays,
      discounted,
    });
    p.cache.set(key, figures);
  }
  return {
    id: student.id,
    count: student.count ?? 1,
    end,
    priceMode,
    daysCount,
    daysTotal: p.daysTotal,
    bonusDays,
    ...figures,
  };
}

interface MoneyInput {
  monthPrice: string;
  english: boolean;
  daysCount: number;
  daysTotal: number;
  royaltyDays: number;
  /** "percent x days;" per discount period. */
  discounted: string;
}
type Money = Pick<StudentFigures, 'monthPrice' | 'studyPrice' | 'royalty' | 'discount' | 'discountSum' | 'pr'>;
/** Many students share a price and a month: their money is computed once per franchise and month. */
type MoneyCache = Map<string, Money>;

/**
 * The money of a student's month: the study price (the month price for the counted days), the royalty (the rate on
 * the month price or the minimum, whichever is more, for the days that carry royalty), the discount on the days of
 * discount periods, and the PR contribution on the study price.
 */
function moneyOf(terms: FranchiseTerms, input: MoneyInput): Money {
  const monthPrice = dec(input.monthPrice);
  const share = (days: number) => new D(days).div(input.daysTotal);
  const studyPrice = cents(monthPrice.mul(share(input.daysCount)));
  const rate = dec(input.english ? (terms.royaltyEn ?? terms.royalty) : terms.royalty).div(HUNDRED);
  const minimum = dec(input.english ? (terms.priceMinEn ?? terms.priceMin) : terms.priceMin);
  const base = D.max(monthPrice, minimum).mul(rate);
  let discounted = ZERO;
  let discount = ZERO;
  for (const part of input.discounted.split(';')) {
    if (!part) continue;
    const [value, days] = part.split('x');
    discounted = discounted.add(dec(value).div(HUNDRED).mul(days));
    discount = D.max(discount, dec(value));
  }
  return {
    monthPrice: money(monthPrice),
    studyPrice: money(studyPrice),
    royalty: money(cents(base.mul(share(input.royaltyDays)))),
    discount: money(discount),
    discountSum: money(cents(base.mul(discounted).div(input.daysTotal))),
    pr: money(cents(studyPrice.mul(dec(terms.prDeposit)).div(HUNDRED))),
  };
}

// --- the franchise -------------------------------------------------------------------------------------------------

/** Amounts with 2 places as integer cents (exact, and fast to add up for thousands of rows). */
function parseCents(value: string): bigint {
  const negative = value.startsWith('-');
  const digits = negative ? value.slice(1) : value;
  const dot = digits.indexOf('.');
  const whole = dot < 0 ? digits : digits.slice(0, dot);
  const fraction =
    dot < 0
      ? '00'
      : digits
          .slice(dot + 1)
          .padEnd(2, '0')
          .slice(0, 2);
  const amount = BigInt(whole) * 100n + BigInt(fraction);
  return negative ? -amount : amount;
}
/** A month's figures repeat a few amounts thousands of times: each is parsed once. */
const parsed = new Map<string, bigint>();
function centsOf(value: string): bigint {
  let cents = parsed.get(value);
  if (cents === undefined) {
    if (parsed.size > 10_000) parsed.clear();
    cents = parseCents(value);
    parsed.set(value, cents);
  }
  return cents;
}

/** The sum of one figure over rows, each taken `count` times. */
function sum(rows: readonly StudentFigures[], figure: (row: StudentFigures) => string): Dec {
  let total = 0n;
  for (const row of rows) {
    const cents = centsOf(figure(row));
    total += row.count === 1 ? cents : cents * BigInt(row.count);
  }
  return new D(total.toString()).div(100);
}
const headcount = (rows: readonly StudentFigures[]) => rows.reduce((n, r) => n + r.count, 0);

/** The figures of each counted student, without the sums (the report's student rows). */
export function countedStudents(terms: FranchiseTerms, students: readonly StudentTerms[]): StudentFigures[] {
  const prepared = prepare(terms);
  const rows: StudentFigures[] = [];
  for (const student of students) {
    const row = countStudent(prepared, student);
    if (row) rows.push(row);
  }
  return rows;
}

/** The month of a franchise: every counted student's figures, the sums, the rows per price. */
export function monthFigures(terms: FranchiseTerms, students: readonly StudentTerms[]): MonthFigures {
  const prepared = prepare(terms);
  const { daysTotal } = prepared;
  const lastDay = dateOf(prepared.month.end);
  const rows = countedStudents(terms, students);
  const inactive = headcount(rows.filter((r) => r.end !== null && r.end < lastDay));
  const total = headcount(rows);
  const blank = total === 0;

  const turnover = sum(rows, (r) => r.studyPrice);
  const prSum = sum(rows, (r) => r.pr);
  const existed = !terms.joined || terms.joined <= lastDay;
  const royaltySum = blank ? new D(existed ? BLANK_ROW_ROYALTY : 0) : sum(rows, (r) => r.royalty);
  const discountSum = sum(rows, (r) => r.discountSum);
  const discount = rows.reduce((max, r) => D.max(max, r.discount), ZERO);
  const price = blank ? ZERO : cents(sum(rows, (r) => r.monthPrice).div(total));

  const byPrice = new Map<string, StudentFigures[]>();
  for (const row of rows) {
    const group = byPrice.get(row.monthPrice);
    if (group) group.push(row);
    else byPrice.set(row.monthPrice, [row]);
  }
  const tableRows = [...byPrice.entries()]
    .sort(([a], [b]) => new D(a).cmp(b))
    .map(([value, group]) => ({
      price: value,
      students: headcount(group),
      turnover: money(sum(group, (r) => r.studyPrice)),
      pr: money(sum(group, (r) => r.pr)),
      royalty: money(sum(group, (r) => r.royalty)),
    }));

  return {
    daysTotal,
    students: rows,
    total,
    active: total - inactive,
    inactive,
    price: money(price),
    turnover: money(turnover),
    prSum: money(prSum),
    royaltySum: money(royaltySum),
    discount: money(discount),
    discountSum: money(discountSum),
    due: money(royaltySum.sub(discountSum).add(prSum)),
    bonusDays: prepared.bonus ? length(overlap(prepared.month, prepared.bonus)) : 0,
    blank,
    tableRows,
  };
}

/** Adds franchises' sums (a master franchise's or the network's totals). */
export function addUp(
  months: readonly Pick<MonthFigures, 'turnover' | 'prSum' | 'royaltySum' | 'discountSum' | 'due'>[],
) {
  const total = (figure: (m: (typeof months)[number]) => string) =>
    money(new D(months.reduce((n, m) => n + centsOf(figure(m)), 0n).toString()).div(100));
  return {
    turnover: total((m) => m.turnover),
    prSum: total((m) => m.prSum),
    royaltySum: total((m) => m.royaltySum),
    discountSum: total((m) => m.discountSum),
    due: total((m) => m.due),
  };
}
