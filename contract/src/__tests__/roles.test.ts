import { isRole, isStaff, isStudentSide, outranks, RANK, ROLES, STAFF_ROLES } from '../roles';

describe('roles (spec 002 section 6)', () => {
  it('ranks super franchise 6, master franchise 5, franchise 4, teacher 3, parent 2, student 1', () => {
    expect(RANK).toEqual({ super_franchise: 6, master_franchise: 5, franchise: 4, teacher: 3, parent: 2, student: 1 });
    expect(ROLES.map((role) => RANK[role])).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('compares ranks strictly: a role does not outrank itself', () => {
    expect(outranks('super_franchise', 'master_franchise')).toBe(true);
    expect(outranks('teacher', 'parent')).toBe(true);
    expect(outranks('parent', 'teacher')).toBe(false);
    expect(outranks('franchise', 'franchise')).toBe(false);
  });

  it('calls teacher and above staff; students and parents are the student side', () => {
    expect(STAFF_ROLES).toEqual(['teacher', 'franchise', 'master_franchise', 'super_franchise']);
    expect(ROLES.filter(isStaff)).toEqual(STAFF_ROLES);
    expect(ROLES.filter(isStudentSide)).toEqual(['student', 'parent']);
  });

  it('knows a role name only as the API spells it', () => {
    expect(isRole('master_franchise')).toBe(true);
    expect(isRole('master franchise')).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });
});
