// Where the report's rows lead (spec 002 section 2 "Reports screen"): a student's profile and their dashboard seen
// read-only, and the report of a franchise of the list for the same month. Pure.
export const profileLink = (id: number) => `/dashboard/profile/${id}`;

export const dashboardLink = (studentId: number) =>
  `/dashboard-student?${new URLSearchParams({ read_only: String(studentId) })}`;

export const franchiseReportLink = (id: number, year: number, month: number) =>
  `/dashboard/reports/${id}?${new URLSearchParams({ month: String(month), year: String(year) })}`;
