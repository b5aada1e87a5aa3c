// Roles and their ranks (spec 002 section 6: super franchise 6 ... student 1). Plain TypeScript, no zod:
// the shell's guards import it on the landing page.

/** Every role, lowest rank first; the API and URLs use these names. */
export const ROLES = ['student', 'parent', 'teacher', 'franchise', 'master_franchise', 'super_franchise'] as const;
export type Role = (typeof ROLES)[number];

/** Rank 1 (student) to 6 (super franchise): the order of the list. */
export const RANK = Object.fromEntries(ROLES.map((role, i) => [role, i + 1])) as Record<Role, number>;

/** The school's staff, from teacher up to super franchise. */
export const STAFF_ROLES = ROLES.filter((role) => RANK[role] >= RANK.teacher) as readonly StaffRole[];
export type StaffRole = Exclude<Role, 'student' | 'parent'>;

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);
export const isStaff = (role: Role): role is StaffRole => RANK[role] >= RANK.teacher;
export const isStudentSide = (role: Role) => !isStaff(role);

/** Does `role` rank strictly above `other`? */
export const outranks = (role: Role, other: Role) => RANK[role] > RANK[other];
