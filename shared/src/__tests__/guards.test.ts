import { guardRedirect } from '../domain/guards';
import { canOpenList, landingPath } from '../domain/roles';

describe('route guards (spec 002 section 2 "Guards")', () => {
  it('sends an unauthenticated user from protected areas to the sign-in page', () => {
    expect(guardRedirect('/dashboard/list/student', null)).toBe('/login');
    expect(guardRedirect('/dashboard-student/shop', null)).toBe('/login');
    expect(guardRedirect('/', null)).toBeNull();
    expect(guardRedirect('/demo', null)).toBeNull();
  });

  it('sends signed-in users visiting / or /login to their dashboard', () => {
    expect(guardRedirect('/', 'student')).toBe('/dashboard-student');
    expect(guardRedirect('/login', 'teacher')).toBe('/dashboard/list/group');
    expect(guardRedirect('/login/', 'franchise')).toBe('/dashboard/list/teacher');
    expect(guardRedirect('/', 'master_franchise')).toBe('/dashboard/list/franchise');
    expect(guardRedirect('/login', 'super_franchise')).toBe('/dashboard/list/master_franchise');
    expect(guardRedirect('/', 'parent')).toBe('/dashboard-student');
  });

  it('lets the super franchise stay on the landing page, where its background tester is (spec 000 section 6)', () => {
    expect(guardRedirect('/', 'super_franchise')).toBeNull();
  });

  it('sends students and parents going to /dashboard to the student dashboard', () => {
    expect(guardRedirect('/dashboard', 'student')).toBe('/dashboard-student');
    expect(guardRedirect('/dashboard/list/student', 'parent')).toBe('/dashboard-student');
  });

  it("redirects a list of a role equal to or higher than one's own to the default list", () => {
    expect(guardRedirect('/dashboard/list/franchise', 'franchise')).toBe('/dashboard/list/teacher');
    expect(guardRedirect('/dashboard/list/master_franchise', 'teacher')).toBe('/dashboard/list/group');
    expect(guardRedirect('/dashboard/list/student', 'teacher')).toBeNull();
    expect(canOpenList('super_franchise', 'master_franchise')).toBe(true);
  });

  it('keeps Settings and Add lesson for the super franchise only', () => {
    expect(guardRedirect('/dashboard/settings', 'master_franchise')).toBe('/dashboard/list/franchise');
    expect(guardRedirect('/dashboard/lesson/add', 'franchise')).toBe('/dashboard/list/teacher');
    expect(guardRedirect('/dashboard/settings', 'super_franchise')).toBeNull();
  });

  it('lets teachers and above into Restore', () => {
    expect(guardRedirect('/dashboard/restore', 'teacher')).toBeNull();
  });

  it('keeps the discounts (a franchise matter) from teachers', () => {
    expect(guardRedirect('/dashboard/discounts', 'teacher')).toBe('/dashboard/list/group');
    expect(guardRedirect('/dashboard/discounts', 'franchise')).toBeNull();
  });

  it('lands each role where spec 002 says', () => {
    expect(landingPath('teacher')).toBe('/dashboard/list/group');
  });
});
