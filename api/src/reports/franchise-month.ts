// A franchise's month from the database: its terms, discounts, bonus and students, counted by the pure module
// (finance-math.ts, docs/finance.md). One query per part for any number of franchises (a master franchise's 50).
import { sql } from 'drizzle-orm';
import type { FranchiseSummary, StudentReportRow } from '@abacus/contract/finance-schema';
import type { Currency } from '@abacus/contract/staff';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { DEFAULT_TIME_ZONE } from '../time/calendar-day.ts';
import {
  addUp,
  type Discount,
  type FranchiseTerms,
  type MonthFigures,
  type StudentFigures,
  countedStudents,
  monthFigures,
  type StudentTerms,
} from './finance-math.ts';

/** The school's calendar: study starts and blocks are counted as days in this zone. */
const ZONE = DEFAULT_TIME_ZONE;

interface FranchiseRow {
  id: number;
  parentId: number | null;
  fullName: string;
  email: string;
  region: string;
  currency: Currency | null;
  contractNumber: string;
  engWith: boolean;
  terms: FranchiseTerms;
}

export interface StudentRow extends StudentTerms {
  franchiseId: number;
  fullName: string;
  email: string;
  groupId: number | null;
  groupName: string;
  teacherId: number | null;
  teacher: string;
  defaultLanguage: string;
  isActive: boolean;
  dateDeactivated: string | null;
  comments: string;
}

export interface FranchiseMonth {
  franchise: FranchiseRow;
  figures: MonthFigures;
  students: StudentRow[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const monthBounds = (year: number, month: number) => {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { first: `${year}-${pad(month)}-01`, last: `${year}-${pad(month)}-${pad(last)}` };
};
/** A PostgreSQL array literal of ids (one parameter, whatever their number). */
const intArray = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
const str = (v: unknown) => (v == null ? null : String(v));
const fullName = (r: Record<string, unknown>) =>
  [r.last_name, r.first_name, r.middle_name].filter((p) => typeof p === 'string' && p !== '').join(' ');

/** The franchises' terms for the month (ids that are not franchises are left out). */
async function loadFranchises(db: Db, ids: number[], year: number, month: number): Promise<FranchiseRow[]> {
  const { first, last } = monthBounds(year, month);
  const result = await db.execute(sql`
    select u.id, u.parent_id, u.first_name, u.last_name, u.middle_name, u.email, u.region, u.currency,
      u.contract_number, u.eng_status, u.royalty, u.royalty_en, u.price_min, u.price_min_en, u.pr_deposit,
      u.bonus_weeks, u.bonus_days, u.bonus_start::text as bonus_start, u.created::date::text as joined,
      coalesce((
        select json_agg(json_build_object('start', d.start::text, 'end', d."end"::text, 'value', d.value::text,
                                          'own', d.franchise_id = u.id))
        from discounts d
        where d.franchise_id in (u.id, u.parent_id) and d.start <= ${last}::date and d."end" >= ${first}::date
      ), '[]') as discounts
    from users u
    where u.id = any(${intArray(ids)}::int[]) and u.role = 'franchise'`);
  return rowsOf(result).map((r) => {
    const all = r.discounts as (Discount & { own: boolean })[];
    const engWith = r.eng_status === 'with';
    const bonusDays = Number(r.bonus_weeks) > 0 ? Number(r.bonus_weeks) * 7 : Number(r.bonus_days);
    const bonusStart = str(r.bonus_start);
    return {
      id: Number(r.id),
      parentId: r.parent_id == null ? null : Number(r.parent_id),
      fullName: fullName(r),
      email: String(r.email),
      region: String(r.region),
      currency: (r.currency as Currency | null) ?? null,
      contractNumber: String(r.contract_number),
      engWith,
      terms: {
        year,
        month,
        royalty: str(r.royalty),
        royaltyEn: engWith ? str(r.royalty_en) : null,
        priceMin: str(r.price_min),
        priceMinEn: engWith ? str(r.price_min_en) : null,
        prDeposit: str(r.pr_deposit),
        discounts: ownOrParents(all),
        bonus: bonusStart && bonusDays > 0 ? { start: bonusStart, end: addDays(bonusStart, bonusDays - 1) } : null,
        joined: str(r.joined),
      },
    };
  });
}

/** A day is discounted by the franchise's own discount when it has one that day, else by its master franchise's. */
function ownOrParents(all: (Discount & { own: boolean })[]): Discount[] {
  const own = all.filter((d) => d.own);
  const parents = all.filter((d) => !d.own);
  const out: Discount[] = own.map(({ start, end, value }) => ({ start, end, value }));
  for (const p of parents) {
    // The parent's period minus the own periods (they never overlap one another for one owner).
    let pieces: Discount[] = [{ start: p.start, end: p.end, value: p.value }];
    for (const o of own) {
      pieces = pieces.flatMap((piece) => {
        if (o.end < piece.start || o.start > piece.end) return [piece];
        const left = o.start > piece.start ? [{ ...piece, end: addDays(o.start, -1) }] : [];
        const right = o.end < piece.end ? [{ ...piece, start: addDays(o.end, 1) }] : [];
        return [...left, ...right];
      });
    }
    out.push(...pieces);
  }
  return out;
}

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const NO_DETAILS = {
  fullName: '',
  email: '',
  groupId: null,
  groupName: '',
  teacherId: null,
  teacher: '',
  isActive: true,
  dateDeactivated: null,
  comments: '',
};

/**
 * The paying students of the franchises' groups whose study may touch the month; with `details` also what the
 * student rows show (names, group, teacher, comment), in no order (student-rows-filter.ts sorts them).
 */
async function loadStudents(
  db: Db,
  franchises: FranchiseRow[],
  year: number,
  month: number,
  details: boolean,
): Promise<StudentRow[]> {
  if (franchises.length === 0) return [];
  const { first, last } = monthBounds(year, month);
  const engWith = new Map(franchises.map((f) => [f.id, f.engWith]));
  // The first day of study: the account's, or a later one kept by migration 0030's triggers (the group's first lesson).
  const start = sql`coalesce(s.study_start, (s.created at time zone ${ZONE})::date)`;
  const blocked = sql`(s.date_deactivated at time zone ${ZONE})::date`;
  const from = sql`
    from users t
      join groups g on g.teacher_id = t.id
      join users s on s.group_id = g.id and s.role = 'student'
    where t.parent_id = any(${intArray(franchises.map((f) => f.id))}::int[]) and t.role = 'teacher'
      and not s.is_free
      and ${start} <= ${last}::date
      and (s.date_deactivated is null or ${blocked} > ${first}::date)`;
  // Without the rows to show, students who share every term are read once with their number (finance-math's
  // `count`): a master franchise's 40,000 students are a few hundred kinds.
  const result = await db.execute(
    details
      ? sql`
    select s.id, 1 as n, s.price::text as price, s.price_first_month::text as price_first_month, s.default_language,
      s.deactivation_month, ${start}::text as start, ${blocked}::text as blocked, t.parent_id as franchise_id,
      concat_ws(' ', nullif(s.last_name, ''), nullif(s.first_name, ''), nullif(s.middle_name, '')) as full_name,
      s.email, s.is_active, s.comments,
      to_char(s.date_deactivated at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as date_deactivated,
      g.id as group_id, g.name as group_name, t.id as teacher_id,
      concat_ws(' ', nullif(t.first_name, ''), nullif(t.last_name, '')) as teacher
    ${from}`
      : sql`
    select min(s.id) as id, count(*)::int as n, s.price::text as price, s.price_first_month::text as price_first_month,
      case when s.default_language = 'en' then 'en' else '' end as default_language, s.deactivation_month,
      ${start}::text as start, ${blocked}::text as blocked, t.parent_id as franchise_id
    ${from}
    group by t.parent_id, s.price, s.price_first_month, 5, s.deactivation_month, 7, 8`,
  );
  return rowsOf(result).map((r) => {
    const franchiseId = Number(r.franchise_id);
    const language = String(r.default_language);
    return {
      id: Number(r.id),
      count: Number(r.n),
      franchiseId,
      start: String(r.start),
      blocked: str(r.blocked),
      deactivationMonth: Number(r.deactivation_month),
      price: str(r.price),
      priceFirstMonth: str(r.price_first_month),
      english: language === 'en' && engWith.get(franchiseId) === true,
      defaultLanguage: language,
      ...(details
        ? {
            fullName: String(r.full_name),
            email: String(r.email),
            groupId: r.group_id == null ? null : Number(r.group_id),
            groupName: String(r.group_name ?? ''),
            teacherId: r.teacher_id == null ? null : Number(r.teacher_id),
            teacher: String(r.teacher),
            isActive: Boolean(r.is_active),
            dateDeactivated: str(r.date_deactivated),
            comments: String(r.comments ?? ''),
          }
        : NO_DETAILS),
    };
  });
}

/** The months of several franchises, counted (a master franchise's report reads 50 at once). */
export async function franchiseMonths(
  db: Db,
  ids: number[],
  year: number,
  month: number,
  { details = false } = {},
): Promise<FranchiseMonth[]> {
  const franchises = await loadFranchises(db, ids, year, month);
  const students = await loadStudents(db, franchises, year, month, details);
  const byFranchise = new Map<number, StudentRow[]>(franchises.map((f) => [f.id, []]));
  for (const s of students) byFranchise.get(s.franchiseId)?.push(s);
  return franchises.map((franchise) => {
    const own = byFranchise.get(franchise.id) ?? [];
    const figures = monthFigures(franchise.terms, own);
    const counted = new Set(figures.students.map((f) => f.id));
    return { franchise, figures, students: own.filter((s) => counted.has(s.id)) };
  });
}

/** One franchise's student rows of the month (the report's list: no sums needed), or null for a non-franchise. */
export async function franchiseStudentRows(db: Db, id: number, year: number, month: number) {
  const [franchise] = await loadFranchises(db, [id], year, month);
  if (!franchise) return null;
  // The list asks again for every page, filter and sort: the month's rows are kept while nothing under them changed.
  const key = `${id}:${year}-${month}`;
  const version = `${JSON.stringify(franchise)}|${await studentsVersion(db, id)}`;
  const kept = rowsCache.get(key);
  if (kept?.version === version) return kept.rows;
  const students = await loadStudents(db, [franchise], year, month, true);
  const byId = new Map(students.map((s) => [s.id, s]));
  const rows = countedStudents(franchise.terms, students).map((f) => rowOf(byId.get(f.id)!, f));
  keep(key, { version, rows });
  return rows;
}

/** The student rows of recent franchise months (per API process), with the version of the data they were read from. */
const rowsCache = new Map<string, { version: string; rows: StudentReportRow[] }>();
const ROWS_CACHE_SIZE = 64;
function keep(key: string, value: { version: string; rows: StudentReportRow[] }) {
  rowsCache.delete(key);
  rowsCache.set(key, value);
  if (rowsCache.size > ROWS_CACHE_SIZE) rowsCache.delete(rowsCache.keys().next().value!);
}

/**
 * What changes whenever anything the student rows show changes: the number of the franchise's teachers, groups and
 * students and the sums of their row versions (PostgreSQL's xmin: every committed insert or update gives the row a
 * new one; a sum, not a maximum, so a transaction that commits after a younger one is seen too). The franchise's own
 * terms are compared on their own (franchiseStudentRows).
 */
async function studentsVersion(db: Db, franchiseId: number): Promise<string> {
  const teachers = sql`select id, xmin from users where parent_id = ${franchiseId} and role = 'teacher'`;
  const groupsOf = sql`select g.id, g.xmin from groups g where g.teacher_id in (select id from (${teachers}) t)`;
  const result = await db.execute(sql`
    select
      (select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from (${teachers}) t) as teachers,
      (select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from (${groupsOf}) g) as groups,
      (select count(*) || ':' || coalesce(sum(s.xmin::text::bigint), 0)
         from users s where s.role = 'student' and s.group_id in (select id from (${groupsOf}) g)) as students`);
  const [r] = rowsOf(result);
  return `${r.teachers}|${r.groups}|${r.students}`;
}

/** The franchise summary of spec 002 "Report, franchise summary". */
export function summaryOf({ franchise, figures }: FranchiseMonth): FranchiseSummary {
  const { terms } = franchise;
  return {
    id: franchise.id,
    region: franchise.region,
    full_name: franchise.fullName,
    email: franchise.email,
    currency: franchise.currency,
    contract_number: franchise.contractNumber,
    year: terms.year,
    month: terms.month,
    days_total: figures.daysTotal,
    students: { total: figures.total, active: figures.active, inactive: figures.inactive },
    price_min: terms.priceMin ?? '0.00',
    price: figures.price,
    turnover: figures.turnover,
    pr_deposit: terms.prDeposit ?? '0.00',
    pr_sum: figures.prSum,
    discount: figures.discount,
    discount_sum: figures.discountSum,
    royalty: terms.royalty ?? '0.00',
    royalty_sum: figures.royaltySum,
    total: figures.due,
    bonus_days: figures.bonusDays,
    blank: figures.blank,
    table_rows: figures.tableRows,
  };
}

/** One franchise's month summary (the invoices' figures). Null when `id` is not a franchise. */
export async function franchiseMonth(db: Db, id: number, year: number, month: number) {
  const [one] = await franchiseMonths(db, [id], year, month);
  return one ? summaryOf(one) : null;
}

/** The student rows of spec 002 "Report, student row" (unordered: filterRows sorts them). */
export function studentRowsOf({ figures, students }: FranchiseMonth): StudentReportRow[] {
  const byId = new Map(figures.students.map((f) => [f.id, f]));
  return students.map((s) => rowOf(s, byId.get(s.id)!));
}

function rowOf(s: StudentRow, f: StudentFigures): StudentReportRow {
  return {
    id: s.id,
    full_name: s.fullName,
    email: s.email,
    study_period: { start: s.start, end: f.end },
    group_id: s.groupId,
    group_name: s.groupName,
    teacher: s.teacher,
    teacher_id: s.teacherId,
    price: s.price,
    price_first_month: s.priceFirstMonth,
    price_mode: f.priceMode,
    study_price: f.studyPrice,
    days_count: f.daysCount,
    days_total: f.daysTotal,
    bonus_days: f.bonusDays,
    discount: f.discount,
    student_royalty: f.royalty,
    english: s.english,
    default_language: s.defaultLanguage,
    is_active: s.isActive,
    date_deactivated: s.dateDeactivated,
    comments: s.comments,
  };
}

/** The sums of several franchises' months (a master franchise's line). */
export function totalsOf(months: FranchiseMonth[]) {
  return addUp(months.map((m) => m.figures));
}
