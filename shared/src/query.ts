// The part of TanStack Query the remotes use, shared as one Module Federation singleton (@abacus/shared/query).
// A shared module is loaded whole: @tanstack/react-query shared as a package is 13.7 KB gzipped on every signed-in
// page, these exports 10.6 KB. Import them from here, never from @tanstack/react-query (the lint refuses it): two
// copies would be two React contexts, and a screen would not find its area's query client.
// @abacus/shared's own statusOf is imported by package name: the singleton, not a copy.
import { type DefaultOptions, QueryClient } from '@tanstack/react-query';
import { statusOf } from '@abacus/shared';

export {
  keepPreviousData,
  notifyManager,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export type { DefaultOptions, QueryClientConfig, QueryKey, UseQueryResult } from '@tanstack/react-query';

// The one query-client policy of the remotes, here in the query part, which only the remotes that use TanStack Query
// load: the landing page's first load carries neither.

/** A 4xx answer says the request itself is wrong (or not allowed): asking again gives the same answer. */
const isClientError = (error: unknown) => {
  const status = statusOf(error);
  return status !== undefined && status >= 400 && status < 500;
};

/** Retry once, except after a 4xx answer. */
export const retryOnce = (failures: number, error: unknown) => failures < 1 && !isClientError(error);

const QUERY_DEFAULTS = {
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
 * false } }`). Usage: `const [client] = useState(() => createQueryClient())`, one per mount.
 */
export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...QUERY_DEFAULTS.queries, ...overrides.queries },
      mutations: { ...QUERY_DEFAULTS.mutations, ...overrides.mutations },
    },
  });
}
