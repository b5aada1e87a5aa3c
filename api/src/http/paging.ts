// Paged lists, Django REST style (spec 002 sections 7 and 9): `?page=&step=`, answers `{count, next, previous,
// results}` with the next and previous pages as the same URL with another page number.
import { sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE, type PageQuery } from '@abacus/contract/paging-schema';

export interface PageWindow {
  page: number;
  size: number;
  offset: number;
}

export const pageWindow = (query: PageQuery, defaultSize = PAGE_SIZE): PageWindow => {
  const page = query.page ?? 1;
  const size = query.step ?? defaultSize;
  return { page, size, offset: (page - 1) * size };
};

/** The search text of `?search=`, else `?q=`, trimmed; null when both are blank (a blank `search` does not hide `q`). */
export const searchText = (query: PageQuery) => query.search?.trim() || query.q?.trim() || null;

/** A LIKE pattern that finds `text` anywhere, with LIKE's own wildcards taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `column ilike %text%` for any of the columns. */
export const matchesAny = (text: string, columns: SQL[]) =>
  sql.join(
    columns.map((column) => sql`${column} ilike ${containing(text)}`),
    sql` or `,
  );

function withPage(url: string, page: number): string {
  const parsed = new URL(url, 'http://x');
  if (page <= 1) parsed.searchParams.delete('page');
  else parsed.searchParams.set('page', String(page));
  return parsed.pathname + parsed.search;
}

/**
 * The answer for one page of `count` rows in all; `url` is the request's own (path and query). A page past the end is
 * empty and keeps the count; its previous page is the last one with rows, not the empty page before it.
 */
export function pageAnswer<T>(url: string, window: PageWindow, count: number, results: T[]) {
  const hasNext = window.offset + results.length < count;
  const lastPage = Math.max(1, Math.ceil(count / window.size));
  return {
    count,
    next: hasNext ? withPage(url, window.page + 1) : null,
    previous: window.page > 1 ? withPage(url, Math.min(window.page - 1, lastPage)) : null,
    results,
  };
}
