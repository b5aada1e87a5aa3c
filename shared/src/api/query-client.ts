// The one query-client policy of the remotes. It takes the QueryClient class from the caller: @abacus/shared
// is loaded on every page (the landing page too), and importing TanStack Query here at run time would
// make that shared singleton (@abacus/shared/query, about 10 KB gzipped, loaded whole) part of the first load of /.
import type { DefaultOptions, QueryClient, QueryClientConfig } from '@abacus/shared/query';
import { statusOf } from './errors';

type QueryClientClass = new (config?: QueryClientConfig) => QueryClient;

/** A 4xx answer says the request itself is wrong (or not allowed): asking again gives the same answer. */
const isClientError = (error: unknown) => {
  const status = statusOf(error);
  return status !== undefined && status >= 400 && status < 500;
};

/** Retry once, except after a 4xx answer. */
export const retryOnce = (failures: number, error: unknown) => failures < 1 && !isClientError(error);

export const QUERY_DEFAULTS = {
  queries: {
    retry: retryOnce,
    // Children switch tabs a lot: no refetch storm on focus; data a few seconds old is fine to show.
    refetchOnWindowFocus: false,
    staleTime: 30_000,
  },
  // A write is never repeated behind the user's back.
  mutations: { retry: false },
} satisfies DefaultOptions;

/**
 * A query client with the school's defaults; `overrides` replaces some of them (tests: `{ queries: { retry:
 * false } }`). Usage: `const [client] = useState(() => createQueryClient(QueryClient))`, one per mount.
 */
export function createQueryClient(QueryClientClass: QueryClientClass, overrides: DefaultOptions = {}): QueryClient {
  return new QueryClientClass({
    defaultOptions: {
      queries: { ...QUERY_DEFAULTS.queries, ...overrides.queries },
      mutations: { ...QUERY_DEFAULTS.mutations, ...overrides.mutations },
    },
  });
}
