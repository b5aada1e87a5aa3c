// After a student's price, comment or block: every query of the reports screen is asked again (the figures, the
// change history and the invoices all read the changed student).
import { useQueryClient } from '@abacus/shared/query';

export function useRefreshReport() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}
