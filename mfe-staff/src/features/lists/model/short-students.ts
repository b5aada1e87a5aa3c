// The students a refused i$ withdrawal names (POST indigo_dollars/ answers 400 with `short`): each with the balance
// that does not hold the amount. Nothing for any other failure.
import { isAxiosError } from '@abacus/shared';
import { type IndigoShortStudent, indigoShortError } from '@abacus/contract/indigo-schema';

export function shortStudentsOf(error: unknown): IndigoShortStudent[] {
  const body = isAxiosError(error) ? error.response?.data : undefined;
  const parsed = indigoShortError.safeParse(body);
  return parsed.success ? parsed.data.short : [];
}
