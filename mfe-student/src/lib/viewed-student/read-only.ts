// Read-only viewing (spec 000 "Student area"): every student route accepts read_only={studentId}
// and from={route name}; the links of the area keep them.

export interface ReadOnly {
  studentId: number;
  from: string | null;
}

export function readOnlyFrom(search: string): ReadOnly | null {
  const params = new URLSearchParams(search);
  const id = Number(params.get('read_only'));
  return Number.isInteger(id) && id > 0 ? { studentId: id, from: params.get('from') } : null;
}

/** A link inside the area that keeps the read-only query. */
export function withReadOnly(path: string, readOnly: ReadOnly | null): string {
  if (!readOnly) return path;
  const params = new URLSearchParams({ read_only: String(readOnly.studentId) });
  if (readOnly.from) params.set('from', readOnly.from);
  return `${path}?${params}`;
}

/** Route names of spec 002 that can open a student's dashboard, and where Back returns. */
const BACK_ROUTES: Record<string, (id: number) => string> = {
  'Dashboard List': () => '/dashboard/list/student',
  'Dashboard Profile': (id) => `/dashboard/profile/${id}`,
  'Dashboard Group Profile': (id) => `/dashboard/group/${id}`,
};

/** Back: to the route named in from (role student for the list, or the id otherwise); else to /. */
export function backTarget(readOnly: ReadOnly | null): string {
  if (!readOnly) return '/';
  const route = readOnly.from ? BACK_ROUTES[readOnly.from] : undefined;
  return route ? route(readOnly.studentId) : '/';
}
