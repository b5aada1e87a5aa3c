import { useLocation } from '@abacus/shared/router';
import { readOnlyFrom, withReadOnly } from './read-only';

/** Links inside the student area: each keeps the read-only query (read_only, from) of the current URL. */
export function useAreaLink(): (path: string) => string {
  const readOnly = readOnlyFrom(useLocation().search);
  return (path) => withReadOnly(path, readOnly);
}
