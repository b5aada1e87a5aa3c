// `{id}` of /dashboard/reports/{id}: a user id or the literal `me` (spec 002 section 2); anything else is no page.
export type ReportTarget = number | 'me';

export function parseReportTarget(param: string | undefined): ReportTarget | null {
  if (param === 'me') return 'me';
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
