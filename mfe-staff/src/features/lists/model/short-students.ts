// The students a refused i$ withdrawal names (POST indigo_dollars/ answers 400 with `short`): each with the balance
// that does not hold the amount. Nothing for any other failure.
import { errorBody } from '@abacus/shared';
import { type IndigoShortStudent, indigoShortError } from '@abacus/contract/indigo-schema';

export function shortStudentsOf(error: unknown): IndigoShortStudent[] {
  const parsed = indigoShortError.safeParse(errorBody(error));
  return parsed.success ? parsed.data.short : [];
}
