// What the change history of a user records (spec 002 section 3 "Change history entry"): zod-free, so the
// database schema and the screens can share the list.
export const CHANGED_FIELDS = ['price', 'price_first_month', 'is_active'] as const;
export type ChangedField = (typeof CHANGED_FIELDS)[number];
