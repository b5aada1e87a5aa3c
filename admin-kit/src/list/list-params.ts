// The state of a list that lives in the URL (page, search, sort), so that Back and reload keep it. Pure: reads
// and writes URLSearchParams; use-list-params.ts binds it to the router.

export interface ListParams {
  page: number;
  search: string;
  /** A column's sort key, `-key` for descending, or null for the server's order. */
  ordering: string | null;
}

const WHOLE = /^\d{1,6}$/;

export function readListParams(params: URLSearchParams): ListParams {
  const rawPage = params.get('page') ?? '';
  const page = WHOLE.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
  return { page, search: params.get('search') ?? '', ordering: params.get('ordering') || null };
}

/** A copy of `params` with `changes` applied: empty values and page 1 leave the URL; a new search or sort starts
 * again at page 1. */
export function withListParams(params: URLSearchParams, changes: Partial<ListParams>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => (value ? next.set(name, value) : next.delete(name));
  if ('search' in changes) set('search', changes.search?.trim() ? changes.search : null);
  if ('ordering' in changes) set('ordering', changes.ordering ?? null);
  if ('search' in changes || 'ordering' in changes) next.delete('page');
  if (changes.page !== undefined) set('page', changes.page > 1 ? String(changes.page) : null);
  return next;
}

/** The next ordering when a sortable header is pressed: ascending, then descending, then none. */
export function toggledOrdering(current: string | null, key: string): string | null {
  if (current === key) return `-${key}`;
  if (current === `-${key}`) return null;
  return key;
}

/** How a column is sorted now, for aria-sort. */
export function sortStateOf(current: string | null, key: string): 'ascending' | 'descending' | 'none' {
  if (current === key) return 'ascending';
  if (current === `-${key}`) return 'descending';
  return 'none';
}

/** One way to sort a list: a sortable column, up or down, and its ordering value. */
export interface SortChoice {
  column: string;
  descending: boolean;
  ordering: string;
}

/** Each sortable column (one with `meta.sortKey` and a text header) ascending, then descending. */
export function sortChoices(columns: { header?: unknown; meta?: { sortKey?: string } }[]): SortChoice[] {
  return columns.flatMap(({ header, meta }) => {
    const key = meta?.sortKey;
    if (!key || typeof header !== 'string') return [];
    return [
      { column: header, descending: false, ordering: key },
      { column: header, descending: true, ordering: `-${key}` },
    ];
  });
}
