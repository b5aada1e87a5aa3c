/** Blocked users' rows are red (spec 002 section 2 "Lists"). */
export const blockedRow = (row: { is_active: boolean }) => (row.is_active ? undefined : 'staff-row--blocked');
