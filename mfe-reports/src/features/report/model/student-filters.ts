// The Report tab's column filters in the URL (name, start of study, group, price, teacher, "show all blocked"), beside
// the list's own page, search and sort (the admin kit's useListParams), so that Back and reload keep them. Pure:
// reads and writes URLSearchParams, and turns them into the query of GET billing/reports?role=student.
import type { ListParams } from '@abacus/admin-kit';
import { REPORT_ORDERINGS } from '@abacus/contract/finance';

export interface StudentFilters {
  /** Part of the full name ('' for none). */
  name: string;
  group: number | null;
  teacher: number | null;
  /** The month's price, an exact decimal ('' for none). */
  price: string;
  /** Start of study: YYYY or YYYY-MM ('' for none). */
  start: string;
  /** Only the blocked students. */
  blocked: boolean;
}

export type FilterChange = Partial<StudentFilters>;

const TEXT_MAX = 200;
const ID = /^\d{1,10}$/;
const PRICE = /^\d{1,10}(\.\d{1,2})?$/;
const START = /^\d{4}(-(0[1-9]|1[0-2]))?$/;
const FILTER_KEYS = ['name', 'group', 'teacher', 'price', 'start', 'blocked'] as const;

const idOf = (text: string | null) => {
  if (!text || !ID.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
};
const matching = (text: string | null, pattern: RegExp) => (text && pattern.test(text) ? text : '');

export function readStudentFilters(params: URLSearchParams): StudentFilters {
  return {
    name: (params.get('name') ?? '').slice(0, TEXT_MAX),
    group: idOf(params.get('group')),
    teacher: idOf(params.get('teacher')),
    price: matching(params.get('price'), PRICE),
    start: matching(params.get('start'), START),
    blocked: params.get('blocked') === 'true',
  };
}

const urlValue = (key: (typeof FILTER_KEYS)[number], f: FilterChange): string => {
  const value = f[key];
  if (key === 'blocked') return value ? 'true' : '';
  if (value === null || value === undefined) return '';
  return String(value).trim();
};

/** A copy of `params` with the filters changed (empty ones leave the URL); a changed filter starts at page 1. */
export function withStudentFilters(params: URLSearchParams, changes: FilterChange): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) {
    if (!(key in changes)) continue;
    const value = urlValue(key, changes);
    if (value) next.set(key, value);
    else next.delete(key);
  }
  next.delete('page');
  return next;
}

/** Reset filters: every filter and the search cleared; the month, year, tab and sort stay. */
export function withoutStudentFilters(params: URLSearchParams): URLSearchParams {
  const next = withStudentFilters(params, {
    name: '',
    group: null,
    teacher: null,
    price: '',
    start: '',
    blocked: false,
  });
  next.delete('search');
  return next;
}

export const hasStudentFilters = (f: StudentFilters, search = '') =>
  Boolean(f.name.trim() || f.group || f.teacher || f.price || f.start || f.blocked || search.trim());

/** The sort of the URL when the API knows it; anything else is the API's default (full name). */
export function orderingOf(ordering: string | null): (typeof REPORT_ORDERINGS)[number] | undefined {
  return REPORT_ORDERINGS.find((known) => known === ordering);
}

/** The API's query (spec 002 section 7): only what is set. */
export function toStudentQuery(
  who: { ownerId: number; year: number; month: number },
  f: StudentFilters,
  list: ListParams,
): Record<string, string | number> {
  const query: Record<string, string | number> = {
    role: 'student',
    franchise: who.ownerId,
    month: who.month,
    year: who.year,
  };
  if (list.page > 1) query.page = list.page;
  if (list.search.trim()) query.search = list.search.trim();
  const ordering = orderingOf(list.ordering);
  if (ordering) query.ordering = ordering;
  if (f.name.trim()) query.name = f.name.trim();
  if (f.group) query.group = f.group;
  if (f.teacher) query.teacher = f.teacher;
  if (f.price) query.price = f.price;
  if (f.start) query.start = f.start;
  if (f.blocked) query.blocked = 'true';
  return query;
}
