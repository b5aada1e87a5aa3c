// The History tab's filters in the URL (user, author, action, from, to, page), so that Back and reload keep them.
// Pure: reads and writes URLSearchParams, and turns the filters into the query of GET billing/reports/{id}/history.
import { HISTORY_ACTIONS, type HistoryAction } from '@abacus/contract/finance';

export interface HistoryFilters {
  user: string;
  author: string;
  action: HistoryAction | '';
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
  page: number;
}

export type FilterChange = Partial<Omit<HistoryFilters, 'page'>>;

const TEXT_MAX = 200;
const FILTER_KEYS = ['user', 'author', 'action', 'from', 'to'] as const;

/** A real day written YYYY-MM-DD. */
export function isIsoDay(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().startsWith(text) && date.getUTCFullYear() >= 1900;
}

export function readHistoryFilters(params: URLSearchParams): HistoryFilters {
  const text = (key: string) => (params.get(key) ?? '').slice(0, TEXT_MAX);
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return isIsoDay(value) ? value : '';
  };
  const action = params.get('action') ?? '';
  const rawPage = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
  return {
    user: text('user'),
    author: text('author'),
    action: (HISTORY_ACTIONS as readonly string[]).includes(action) ? (action as HistoryAction) : '',
    from: day('from'),
    to: day('to'),
    page,
  };
}

/** A copy of `params` with the filters changed (empty ones leave the URL); a changed filter starts at page 1. */
export function withFilters(params: URLSearchParams, changes: FilterChange): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) {
    if (!(key in changes)) continue;
    const value = changes[key]?.trim() ?? '';
    if (value) next.set(key, value);
    else next.delete(key);
  }
  next.delete('page');
  return next;
}

/** A copy of `params` on another page of the list. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

/** Every filter cleared (the month, year and tab stay). */
export const withoutFilters = (params: URLSearchParams) =>
  withFilters(params, { user: '', author: '', action: '', from: '', to: '' });

export const hasFilters = (f: HistoryFilters) => FILTER_KEYS.some((key) => f[key].trim() !== '');

/** The period ends before it starts: nothing is asked for until it is fixed. */
export const periodReversed = (f: HistoryFilters) => Boolean(f.from && f.to && f.from > f.to);

/** The API's query: only what is set. */
export function toHistoryQuery(f: HistoryFilters): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const key of FILTER_KEYS) {
    const value = f[key].trim();
    if (value) query[key] = value;
  }
  if (f.page > 1) query.page = f.page;
  return query;
}
