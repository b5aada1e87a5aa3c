import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@abacus/shared/router';
import { type ListParams, readListParams, withListParams } from './list-params';

/** The list's page, search and sort from the URL, and setters that write them back (a search replaces the
 * history entry, a page or a sort adds one, so Back walks through the pages). */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListParams(params), [params]);
  const change = useCallback(
    (changes: Partial<ListParams>) =>
      setParams((current) => withListParams(current, changes), { replace: 'search' in changes }),
    [setParams],
  );
  return { ...state, params, change };
}
