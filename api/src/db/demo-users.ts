import type { Role } from './schema.ts';

export const DEMO_PASSWORD = 'demo1234';

export interface DemoLogin {
  email: string;
  role: Role;
  note: string;
}

/** The demo logins created by the seed (all with DEMO_PASSWORD). main.ts prints them. */
export const DEMO_LOGINS: readonly DemoLogin[] = [
  { email: 'super@demo.school', role: 'super_franchise', note: 'Olena Kovalenko, top of the hierarchy' },
  { email: 'master@demo.school', role: 'master_franchise', note: 'Marek Nowak, under super' },
  { email: 'franchise@demo.school', role: 'franchise', note: 'Iryna Shevchenko, under master' },
  { email: 'teacher@demo.school', role: 'teacher', note: 'Anna Wiśniewska, teaches "Demo group"' },
  { email: 'student@demo.school', role: 'student', note: 'Maksym Bondarenko, paid student in "Demo group", has i$' },
  { email: 'free@demo.school', role: 'student', note: 'Sofia Melnyk, free-tier student' },
  { email: 'blocked@demo.school', role: 'student', note: 'Taras Lysenko, deactivated (sign-in refused)' },
  {
    email: 'olha.kravets@demo.school',
    role: 'student',
    note: 'Olha Kravets, "Evening group", a full month in reports',
  },
  { email: 'dmytro.savchuk@demo.school', role: 'student', note: "Dmytro Savchuk, started on last month's 2nd" },
  { email: 'yana.moroz@demo.school', role: 'student', note: "Yana Moroz, started on last month's 3rd" },
  { email: 'blocked-petro@demo.school', role: 'student', note: "Petro Shevchuk, blocked on last month's 16th" },
  { email: 'parent@demo.school', role: 'parent', note: 'Natalia Bondarenko, parent of student@demo.school' },
  // A second tree, so that every list shows that one franchise never sees another's people.
  { email: 'master2@demo.school', role: 'master_franchise', note: 'Giorgi Beridze, a second master franchise' },
  { email: 'franchise2@demo.school', role: 'franchise', note: 'Oleksandr Tkachenko, under master2' },
  { email: 'teacher2@demo.school', role: 'teacher', note: 'Dina Levi, teaches "Sunrise group" (franchise2)' },
  { email: 'parent2@demo.school', role: 'parent', note: 'Hanna Koval, parent of student2@demo.school' },
  { email: 'student2@demo.school', role: 'student', note: 'Ivan Koval, in "Sunrise group" (franchise2)' },
  { email: 'franchise3@demo.school', role: 'franchise', note: 'Bohdan Melnyk, a second franchise under master2' },
  { email: 'teacher3@demo.school', role: 'teacher', note: 'Kateryna Bondar, teaches "Rainbow group" (franchise3)' },
  { email: 'parent3@demo.school', role: 'parent', note: 'Oksana Hrytsenko, parent of student3@demo.school' },
  { email: 'student3@demo.school', role: 'student', note: 'Mark Hrytsenko, in "Rainbow group" (franchise3)' },
  { email: 'blocked-teacher@demo.school', role: 'teacher', note: 'Yurii Savchenko, a blocked teacher of franchise3' },
  { email: 'blocked-parent@demo.school', role: 'parent', note: 'Viktor Moroz, a blocked parent under teacher3' },
];
