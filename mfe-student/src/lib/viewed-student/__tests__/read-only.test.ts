import { backTarget, readOnlyFrom, withReadOnly } from '../read-only';

describe('read-only viewing (spec 000 "Student area")', () => {
  it('reads read_only and from', () => {
    expect(readOnlyFrom('?read_only=42&from=Dashboard%20Profile')).toEqual({
      studentId: 42,
      from: 'Dashboard Profile',
    });
    expect(readOnlyFrom('?read_only=abc')).toBeNull();
    expect(readOnlyFrom('')).toBeNull();
  });

  it('keeps the query on links inside the area', () => {
    expect(withReadOnly('/dashboard-student/shop', { studentId: 42, from: 'Dashboard List' })).toBe(
      '/dashboard-student/shop?read_only=42&from=Dashboard+List',
    );
    expect(withReadOnly('/dashboard-student/shop', null)).toBe('/dashboard-student/shop');
  });

  it('Back returns to the student list, or the route with the id, or /', () => {
    expect(backTarget({ studentId: 42, from: 'Dashboard List' })).toBe('/dashboard/list/student');
    expect(backTarget({ studentId: 42, from: 'Dashboard Profile' })).toBe('/dashboard/profile/42');
    expect(backTarget(null)).toBe('/');
  });
});
