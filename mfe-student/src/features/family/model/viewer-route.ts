// Who may see the student area as what (issue 9): a student sees their own; a parent sees a child's, read-only
// (the only child at once, a choice among several); staff see a student only through read_only, otherwise they
// go to their own dashboard.
import type { Role } from '@abacus/contract/roles';

export type ViewerRoute =
  | { kind: 'show' }
  | { kind: 'home' }
  | { kind: 'wait' }
  | { kind: 'child'; id: number }
  | { kind: 'choose' }
  | { kind: 'no-children' };

export function viewerRoute(role: Role, readOnlyId: number | null, childIds: readonly number[] | null): ViewerRoute {
  if (role === 'student') return { kind: 'show' };
  if (role !== 'parent') return readOnlyId === null ? { kind: 'home' } : { kind: 'show' };
  if (childIds === null) return { kind: 'wait' };
  if (readOnlyId !== null && childIds.includes(readOnlyId)) return { kind: 'show' };
  if (childIds.length === 0) return { kind: 'no-children' };
  return childIds.length === 1 ? { kind: 'child', id: childIds[0] } : { kind: 'choose' };
}

/** The same page, showing that child read-only. */
export function childUrl(pathname: string, search: string, childId: number): string {
  const params = new URLSearchParams(search);
  params.set('read_only', String(childId));
  params.delete('from');
  return `${pathname}?${params}`;
}
