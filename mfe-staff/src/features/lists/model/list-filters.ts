// What narrows a staff list besides the page and the search (spec 002 "Dashboard List": the queries parent,
// group and statistics, and the deactivated type). Read from the URL, so a drill-down link is a plain link.
export interface ListFilters {
  /** The list's `parent`: a student's parent user, a group's teacher, a teacher's franchise... */
  parent?: number;
  /** Only the students of this group. */
  group?: number;
  /** The blocked users' list (`/dashboard/list/{role}/deactivated`). */
  deactivated: boolean;
  /** The student list with its statistics column (`?statistics=true`). */
  statistics?: boolean;
}

const idOf = (value: string | null): number | undefined =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;

export function readListFilters(search: URLSearchParams, deactivated: boolean): ListFilters {
  const filters: ListFilters = { parent: idOf(search.get('parent')), group: idOf(search.get('group')), deactivated };
  if (search.get('statistics') === 'true') filters.statistics = true;
  return filters;
}

/** The query string of a list request: page, search and the filters, nothing undefined. */
export function listRequestParams(
  list: { page: number; search: string },
  filters: ListFilters,
): Record<string, string | number> {
  const params: Record<string, string | number> = { page: list.page };
  if (list.search) params.search = list.search;
  if (filters.parent) params.parent = filters.parent;
  if (filters.group) params.group = filters.group;
  if (filters.deactivated) params.deactivated = 'true';
  if (filters.statistics) params.statistics = 'true';
  return params;
}

/** The link of another list narrowed to one owner: `/dashboard/list/group?parent=7`. */
export const drillDown = (role: string, query: 'parent' | 'group', id: number) =>
  `/dashboard/list/${role}?${query}=${id}`;

/** The read-only student dashboard of one student, opened from a staff list (spec 002 "Dashboard Student Main"). */
export const cabinetLink = (studentId: number) =>
  `/dashboard-student/main?${new URLSearchParams({ read_only: String(studentId), from: 'Dashboard List' })}`;
