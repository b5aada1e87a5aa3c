// The part of TanStack Query the remotes use, shared as one Module Federation singleton (@abacus/shared/query).
// A shared module is loaded whole: @tanstack/react-query shared as a package is 13.7 KB gzipped on every signed-in
// page, these exports 10.6 KB. Import them from here, never from @tanstack/react-query (the lint refuses it): two
// copies would be two React contexts, and a screen would not find its area's query client.
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
