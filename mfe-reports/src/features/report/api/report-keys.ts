// The query keys of the Report tab: everything under `all`, which the student modals refresh after a change.
export const reportKeys = {
  all: ['finance-report'] as const,
  owner: (ownerId: number) => [...reportKeys.all, 'owner', ownerId] as const,
  summary: (ownerId: number, year: number, month: number) =>
    [...reportKeys.all, 'summary', ownerId, year, month] as const,
  students: (query: Record<string, string | number>) => [...reportKeys.all, 'students', query] as const,
  franchises: (ownerId: number, year: number, month: number) =>
    [...reportKeys.all, 'franchises', ownerId, year, month] as const,
};
