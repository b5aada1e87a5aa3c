// Paged lists (spec 002 section 7: `?page=`, `&step=`, `&search=`/`&q=`; answers with `results`), Django REST style.
import { z } from 'zod';
import { searchField } from './fields-schema.ts';

/** Spec 002 section 9: lists show 20 rows a page. */
export const PAGE_SIZE = 20;

const positive = (max: number, what: string) =>
  z
    .string()
    .regex(/^\d{1,6}$/, `Enter a whole number from 1 to ${max}.`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, `Enter a whole number from 1 to ${max}.`)
    .optional()
    .describe(what);

/** `?page=&step=&search=` (`q` is the spec's other name for the search text). */
export const pageQuery = z.object({
  page: positive(100_000, 'page number, from 1; default 1'),
  step: positive(500, `rows per page; default ${PAGE_SIZE}`),
  search: searchField(200),
  q: searchField(200),
});
export type PageQuery = z.output<typeof pageQuery>;

/** `{count, next, previous, results}`: one page of `item`. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int().describe('rows in all pages'),
    next: z.string().nullable().describe('URL of the next page, or null'),
    previous: z.string().nullable().describe('URL of the previous page, or null'),
    results: z.array(item),
  });
export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };
