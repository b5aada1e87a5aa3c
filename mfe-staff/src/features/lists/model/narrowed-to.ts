// The name of what a drill-down narrowed a list to, read from its rows (each row names its owner), so the screen
// can say "Only: Sunrise group" without asking the server again. Undefined when the list is not narrowed or empty.
import type { ListFilters } from './list-filters';

interface Named {
  id: number;
  first_name?: string;
  last_name?: string;
  name?: string;
}

const nameOf = (owner: Named) => owner.name ?? [owner.last_name, owner.first_name].filter(Boolean).join(' ');

export function narrowedTo<Row>(
  rows: Row[] | undefined,
  filters: ListFilters,
  owners: { parent?: (row: Row) => Named | null; group?: (row: Row) => Named | null },
): string | undefined {
  const wanted = filters.group !== undefined ? 'group' : filters.parent !== undefined ? 'parent' : undefined;
  const ownerOf = wanted && owners[wanted];
  if (!wanted || !ownerOf) return undefined;
  const id = filters[wanted];
  const owner = (rows ?? []).map(ownerOf).find((candidate) => candidate?.id === id);
  return owner ? nameOf(owner) : undefined;
}
