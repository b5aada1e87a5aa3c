// The group form's values: empty ones for a new group (lesson time 08:00) and those of a loaded group (07:00 when
// it has none), spec 002 section 5 "Group create".
import type { GroupDetail, GroupInput } from '@abacus/contract/groups-schema';
import { DEFAULT_LESSON_TIME_CREATE, DEFAULT_LESSON_TIME_EDIT } from '@abacus/contract/staff';

export const GROUP_FIELDS = [
  'name',
  'address',
  'district',
  'street',
  'location_name',
  'age',
  'age_name',
  'lessons_starts',
  'lesson_time',
  'working_days',
  'teacher',
] as const;

/** A new group; a teacher is its own teacher. */
export const newGroupValues = (teacher: number | null): GroupInput => ({
  name: '',
  address: '',
  district: '',
  street: '',
  location_name: '',
  age: 'junior',
  age_name: '',
  lessons_starts: '',
  lesson_time: DEFAULT_LESSON_TIME_CREATE,
  working_days: [],
  teacher,
});

export const groupValues = (g: GroupDetail): GroupInput => ({
  name: g.name,
  address: g.address,
  district: g.district,
  street: g.street,
  location_name: g.location_name,
  age: g.age,
  age_name: g.age_name,
  lessons_starts: g.lessons_starts ?? '',
  lesson_time: g.lesson_time ?? DEFAULT_LESSON_TIME_EDIT,
  working_days: g.working_days,
  teacher: g.teacher,
});
