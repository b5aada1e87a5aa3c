import { isTabActive } from '../model/tabs';

describe('student area tabs', () => {
  it('marks the active tab', () => {
    expect(isTabActive('/dashboard-student', '/dashboard-student/')).toBe(true);
    expect(isTabActive('/dashboard-student', '/dashboard-student/shop')).toBe(false);
    expect(isTabActive('/dashboard-student/shop', '/dashboard-student/shop')).toBe(true);
  });
});
