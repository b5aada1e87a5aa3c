import { childUrl, viewerRoute } from '../model/viewer-route';

// Issue 9: a parent landed on an empty "student" dashboard of their own, with avatar upload enabled, and Buy
// signed them out; staff opening /dashboard-student without read_only saw an empty area.
describe('who sees the student area as what', () => {
  it('a student sees their own', () => {
    expect(viewerRoute('student', null, null)).toEqual({ kind: 'show' });
  });

  it('a parent waits for their children, goes to the only one, chooses among several, switches only to theirs', () => {
    expect(viewerRoute('parent', null, null)).toEqual({ kind: 'wait' });
    expect(viewerRoute('parent', null, [7])).toEqual({ kind: 'child', id: 7 });
    expect(viewerRoute('parent', null, [7, 8])).toEqual({ kind: 'choose' });
    expect(viewerRoute('parent', 8, [7, 8])).toEqual({ kind: 'show' });
    expect(viewerRoute('parent', 99, [7])).toEqual({ kind: 'child', id: 7 });
    expect(viewerRoute('parent', null, [])).toEqual({ kind: 'no-children' });
  });

  it('staff see a student only through read_only; otherwise they go home', () => {
    expect(viewerRoute('teacher', null, null)).toEqual({ kind: 'home' });
    expect(viewerRoute('super_franchise', null, null)).toEqual({ kind: 'home' });
    expect(viewerRoute('teacher', 7, null)).toEqual({ kind: 'show' });
  });

  it('keeps the page and its query, showing that child', () => {
    expect(childUrl('/dashboard-student/shop', '?tab=heroes&from=x', 7)).toBe(
      '/dashboard-student/shop?tab=heroes&read_only=7',
    );
  });
});
