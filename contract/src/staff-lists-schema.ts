// The staff area's lists (spec 002 sections 2 "Lists", 3 and 7): students and groups, each scoped on the server
// to the viewer's subtree.
import { z } from 'zod';
import { idParam } from './ids-schema.ts';
import { GROUP_AGES, WORKING_DAYS } from './staff.ts';
import { page, pageQuery } from './paging-schema.ts';

const person = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });
export type PersonRef = z.infer<typeof person>;

const flag = z.enum(['true', 'false']).describe('"true" or "false"');

/** GET users/students?page=&search=&group=&parent=&deactivated=true|&is_active=false */
export const studentsQuery = pageQuery.extend({
  group: idParam().optional().describe('only the students of this group'),
  parent: idParam().optional().describe('only the children of this parent user'),
  deactivated: flag.optional().describe('"true": the blocked students (the deactivated list)'),
  is_active: flag.optional().describe('"false": the blocked students, "true": the active ones'),
  statistics: flag.optional().describe('"true": each row with its statistic (games played, homeworks left)'),
});
export type StudentsQuery = z.output<typeof studentsQuery>;

/** A row of the student list (spec 002 "Student list row"). */
export const studentRow = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  middle_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  is_active: z.boolean(),
  is_free: z.boolean(),
  date_deactivated: z.string().nullable().describe('ISO date-time, or null while active'),
  group: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  parent: person.nullable(),
  statistic: z
    .object({
      games_total: z.number().int().describe('games played'),
      homeworks_left: z.number().int().nullable().describe("this month's homework the student has not finished"),
    })
    .optional()
    .describe('with ?statistics=true'),
});
export type StudentRow = z.infer<typeof studentRow>;
export const studentsPage = page(studentRow);

/** GET groups/?page=&step=&q=&parent= (parent: a teacher's id). An array of at most `step` rows. */
export const groupsQuery = pageQuery.extend({
  parent: idParam().optional().describe("only this teacher's groups"),
});
export type GroupsQuery = z.output<typeof groupsQuery>;

/** A row of the group list (spec 002 "Group", the counts included). */
export const groupRow = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.enum(GROUP_AGES),
  age_name: z.string().describe('the class name, for age "class"'),
  lessons_starts: z.string().nullable().describe('YYYY-MM-DD'),
  lesson_time: z.string().nullable().describe('HH:MM'),
  working_days: z.array(z.enum(WORKING_DAYS)),
  teacher: person.nullable(),
  count_students: z.number().int(),
  count_students_active: z.number().int(),
  count_students_inactive: z.number().int(),
  count_parents: z.number().int(),
});
export type GroupRow = z.infer<typeof groupRow>;
export const groupsAnswer = z.array(groupRow);

/** The roles of the staff users' lists: GET users/teachers, GET users/franchises?role=. */
export const STAFF_LIST_ROLES = ['master_franchise', 'franchise', 'teacher'] as const;
export type StaffListRole = (typeof STAFF_LIST_ROLES)[number];

/** GET users/{teachers|parents}?page=&search=&parent=&deactivated=true|&is_active=false */
export const peopleQuery = pageQuery.extend({
  parent: idParam().optional().describe('only the users created under this user (a franchise, a teacher)'),
  deactivated: flag.optional().describe('"true": the blocked users (the deactivated list)'),
  is_active: flag.optional().describe('"false": the blocked users, "true": the active ones'),
});
export type PeopleQuery = z.output<typeof peopleQuery>;

/** GET users/franchises?role=franchise|master franchise (the spec writes the role with a space; both are taken). */
export const franchisesQuery = peopleQuery.extend({
  role: z
    .enum(['franchise', 'master_franchise', 'master franchise'])
    .transform((role) => (role === 'franchise' ? 'franchise' : 'master_franchise'))
    .default('franchise'),
});

/** Spec 002 section 3 "Statistic": the counts of a staff user's subtree. */
export const statistic = z.object({
  students_total: z.number().int(),
  students_active: z.number().int(),
  students_inactive: z.number().int(),
  groups_total: z.number().int(),
  teachers_total: z.number().int(),
  franchises_total: z.number().int(),
  parents_total: z.number().int(),
});
export type Statistic = z.infer<typeof statistic>;

const personFields = {
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  middle_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  is_active: z.boolean(),
  date_deactivated: z.string().nullable().describe('ISO date-time, or null while active'),
};

/** A row of the master franchise, franchise and teacher lists: who, whose, and the subtree's counts. */
/** A franchise's terms on its list row (spec 002 "Franchise table": finances, bonus; turnover is the report's). */
export const franchiseTerms = z.object({
  currency: z.string().nullable(),
  royalty: z.string().nullable(),
  royalty_en: z.string().nullable(),
  price_min: z.string().nullable().describe('cost of education'),
  price_min_en: z.string().nullable().describe('cost of education EN'),
  pr_deposit: z.string().nullable().describe('PR %'),
  discounts: z.array(z.string()).describe('the percents of the discounts in effect today or later'),
  bonus_weeks: z.number().int(),
  bonus_days: z.number().int(),
  bonus_start: z.string().nullable(),
});
export type FranchiseTerms = z.infer<typeof franchiseTerms>;

export const staffRow = z.object({
  ...personFields,
  role: z.enum(STAFF_LIST_ROLES),
  region: z.string(),
  terms: franchiseTerms.nullable().describe('franchises and master franchises only'),
  parent: person.nullable().describe('the master franchise of a franchise, the franchise of a teacher'),
  statistic,
});
export type StaffRow = z.infer<typeof staffRow>;
export const staffPage = page(staffRow);

/** A row of the parent list: the children with their groups (spec 002 "Parent row"). */
export const parentRow = z.object({
  ...personFields,
  children: z.array(
    z.object({
      id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      group: z.number().int().nullable(),
      group_name: z.string().nullable(),
    }),
  ),
});
export type ParentRow = z.infer<typeof parentRow>;
export const parentsPage = page(parentRow);
