// The staff area's lists (spec 002 sections 2 "Lists", 3 and 7): students and groups, each scoped on the server
// to the viewer's subtree.
import { z } from 'zod';
import { idParam } from './ids-schema.ts';
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
});
export type StudentRow = z.infer<typeof studentRow>;
export const studentsPage = page(studentRow);

/** GET groups/?page=&step=&q=&parent= (parent: a teacher's id). An array of at most `step` rows. */
export const groupsQuery = pageQuery.extend({
  parent: idParam().optional().describe("only this teacher's groups"),
});
export type GroupsQuery = z.output<typeof groupsQuery>;

/** Spec 002 section 9: the group list asks for 21 rows, so that a 21st tells that there is a next page. */
export const GROUPS_STEP = 21;

/** A row of the group list (spec 002 "Group", the counts included). */
export const groupRow = z.object({
  id: z.number().int(),
  name: z.string(),
  teacher: person.nullable(),
  count_students: z.number().int(),
  count_students_active: z.number().int(),
  count_students_inactive: z.number().int(),
  count_parents: z.number().int(),
});
export type GroupRow = z.infer<typeof groupRow>;
export const groupsAnswer = z.array(groupRow);
