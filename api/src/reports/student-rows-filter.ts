// The report's column filters, text search and sort on a month's student rows (spec 002 section 2 "Reports
// screen"). Pure: the rows are counted first (finance-math.ts), then narrowed here, so every filter sees the same
// figures as the summary.
import type { ReportRowsQuery, StudentReportPage, StudentReportRow } from '@abacus/contract/finance-schema';

const folded = (text: string) => text.toLocaleLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
const contains = (haystack: string, needle: string) => folded(haystack).includes(folded(needle));
const collator = new Intl.Collator('en', { sensitivity: 'base' });
const byText = collator.compare;

/** The rows the filters keep, in the asked order (default: full name), ties broken by id. */
export function filterRows(rows: readonly StudentReportRow[], q: Partial<ReportRowsQuery>): StudentReportRow[] {
  const search = (q.search ?? q.q ?? '').trim();
  const name = (q.name ?? '').trim();
  const kept = rows.filter(
    (r) =>
      (!search || [r.full_name, r.email, r.group_name, r.teacher].some((field) => contains(field, search))) &&
      (!name || contains(r.full_name, name)) &&
      (q.group === undefined || r.group_id === q.group) &&
      (q.teacher === undefined || r.teacher_id === q.teacher) &&
      (q.price === undefined || (r.price !== null && Number(r.price) === Number(q.price))) &&
      (q.start === undefined || r.study_period.start.startsWith(q.start)) &&
      (q.blocked === undefined || r.is_active === (q.blocked === 'false')),
  );
  const ordering = q.ordering ?? 'full_name';
  const field = ordering.replace('-', '') as 'full_name' | 'group_name' | 'teacher';
  const sign = ordering.startsWith('-') ? -1 : 1;
  return kept.sort((a, b) => sign * byText(a[field], b[field]) || byText(a.full_name, b.full_name) || a.id - b.id);
}

/** The choices of the column filters: what the month's rows hold. */
export function filterChoices(rows: readonly StudentReportRow[]): StudentReportPage['filters'] {
  const groups = new Map<number, string>();
  const teachers = new Map<number, string>();
  for (const r of rows) {
    if (r.group_id !== null) groups.set(r.group_id, r.group_name);
    if (r.teacher_id !== null) teachers.set(r.teacher_id, r.teacher);
  }
  const named = (m: Map<number, string>) =>
    [...m.entries()].map(([id, name]) => ({ id, name })).sort((a, b) => byText(a.name, b.name));
  return {
    groups: named(groups),
    teachers: named(teachers),
    prices: [...new Set(rows.flatMap((r) => (r.price === null ? [] : [r.price])))].sort(
      (a, b) => Number(a) - Number(b),
    ),
    starts: [...new Set(rows.map((r) => r.study_period.start.slice(0, 7)))].sort().reverse(),
  };
}
