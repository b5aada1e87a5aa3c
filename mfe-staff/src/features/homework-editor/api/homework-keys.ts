// Query keys of the homework calls. After a save or a delete every query whose key names homework is stale (the
// calendar's month lists included, whatever their exact keys), so they are refetched when shown.
import type { QueryClient } from '@abacus/shared/query';

export const homeworkKeys = {
  detail: (id: number) => ['homeworks', 'detail', id] as const,
  results: (id: number) => ['homeworks', 'results', id] as const,
};

export const invalidateHomework = (client: QueryClient) =>
  client.invalidateQueries({
    predicate: (query) => query.queryKey.some((part) => typeof part === 'string' && /homework/i.test(part)),
  });
