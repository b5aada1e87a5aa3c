/** Rows of blocked students are red (spec 002 section 2 "Reports screen"). */
export const blockedRow = (row: { is_active: boolean }) => (row.is_active ? undefined : 'report-row--blocked');
