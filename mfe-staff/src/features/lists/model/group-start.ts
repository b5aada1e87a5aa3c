// The group list's first column (spec 002 "Group table": "start month coloured by age"): the month and year the
// group started, in the age's colour; and the group's details line.
import type { GroupRow } from '@abacus/contract/staff-lists-schema';

/** "2026-09-01" -> { month: 9, year: 2026 }; null without a start date. */
export function startMonth(iso: string | null): { month: number; year: number } | null {
  const match = iso ? /^(\d{4})-(\d{2})-\d{2}$/.exec(iso) : null;
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
}

/** The age's label key, or the class's own name for age "class". */
export const ageText = (group: Pick<GroupRow, 'age' | 'age_name'>, t: (key: string) => string) =>
  group.age === 'class' && group.age_name ? group.age_name : t(`groups.ages.${group.age}`);
