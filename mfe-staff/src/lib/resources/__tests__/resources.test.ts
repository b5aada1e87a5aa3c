import { mayOpen, menuFor, pageTitleKey, resourceAt } from '../resources';

const keys = (role: Parameters<typeof menuFor>[0]) => menuFor(role).map((i) => i.key);

describe('staff menu by role (spec 002 "Shell")', () => {
  it('shows a teacher groups, students, parents, restore and materials', () => {
    expect(keys('teacher')).toEqual(['groups', 'students', 'parents', 'restore', 'materials']);
  });
  it('adds teachers, finance and lessons from franchise up', () => {
    expect(keys('franchise')).toEqual([
      'teachers',
      'groups',
      'students',
      'parents',
      'finance',
      'restore',
      'lessons',
      'materials',
    ]);
  });
  it('adds franchises for a master franchise', () => {
    expect(keys('master_franchise')).toContain('franchises');
    expect(keys('master_franchise')).not.toContain('masterFranchises');
    expect(keys('master_franchise')).not.toContain('settings');
    expect(keys('master_franchise')).not.toContain('discounts');
  });
  it('gives the super franchise the master-franchise list and settings', () => {
    expect(keys('super_franchise')).toEqual(
      expect.arrayContaining(['masterFranchises', 'settings', 'franchises', 'discounts']),
    );
  });
  it('finance opens the own report (id me)', () => {
    expect(menuFor('franchise').find((i) => i.key === 'finance')?.to).toBe('/dashboard/reports/me');
  });
});

describe('page title from the route', () => {
  it.each([
    ['/dashboard/list/teacher', 'menu.teachers'],
    ['/dashboard/list/student/deactivated', 'title.deactivated'],
    ['/dashboard/profile/me', 'title.myProfile'],
    ['/dashboard/profile/12/homework', 'title.homework'],
    ['/dashboard/group/3', 'title.group'],
    ['/dashboard/storage', 'menu.materials'],
    ['/dashboard/list/group', 'menu.groups'],
    ['/dashboard/profile/12', 'title.profile'],
    ['/dashboard/reports/me', 'menu.finance'],
    ['/dashboard/lessons/4', 'menu.lessons'],
    ['/dashboard/whatever', 'title.dashboard'],
  ])('%s -> %s', (path, key) => expect(pageTitleKey(path)).toBe(key));
});

describe('resources', () => {
  it('each list route names its list role', () => {
    expect(resourceAt('/dashboard/list/teacher')?.list).toBe('teacher');
    expect(resourceAt('/dashboard/list/parent')?.list).toBe('parent');
    expect(resourceAt('/dashboard/list/teacher/deactivated')?.key).toBe('deactivated');
    expect(resourceAt('/dashboard/nothing')).toBeUndefined();
  });
});

describe('who may open a screen (the 403 view otherwise)', () => {
  const at = (path: string) => resourceAt(path)!;
  it('lessons from franchise up; add-lesson and settings for the super franchise only', () => {
    expect(mayOpen(at('/dashboard/lessons'), 'teacher')).toBe(false);
    expect(mayOpen(at('/dashboard/lessons/5'), 'franchise')).toBe(true);
    expect(mayOpen(at('/dashboard/lesson/add'), 'master_franchise')).toBe(false);
    expect(mayOpen(at('/dashboard/lesson/add'), 'super_franchise')).toBe(true);
    expect(mayOpen(at('/dashboard/settings'), 'master_franchise')).toBe(false);
  });
  it('materials for everyone in the staff area, parents included; screens without a menu entry for everyone', () => {
    expect(mayOpen(at('/dashboard/storage'), 'parent')).toBe(true);
    expect(mayOpen(at('/dashboard/profile/7'), 'parent')).toBe(true);
  });
  it('homework calendars from teacher up: parents and students get the 403 view (spec 002 "Guards")', () => {
    for (const path of ['/dashboard/profile/7/homework', '/dashboard/group/3/homework/create']) {
      expect(mayOpen(at(path), 'parent')).toBe(false);
      expect(mayOpen(at(path), 'student')).toBe(false);
      expect(mayOpen(at(path), 'teacher')).toBe(true);
      expect(mayOpen(at(path), 'super_franchise')).toBe(true);
    }
  });
});
