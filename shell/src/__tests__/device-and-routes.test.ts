import { browserTraits, deviceHeader, hash53 } from '../core/device-headers';
import { ownerOf } from '../core/applications';

describe('Device header', () => {
  it('names the operating system, its version and the platform type', () => {
    expect(deviceHeader('Mozilla/5.0 (Windows NT 10.0; Win64; x64)', false)).toBe('Windows; 10.0; web');
    expect(deviceHeader('Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) Mobile', true)).toBe(
      'iOS; 17.2; mobile-web',
    );
    expect(deviceHeader('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile', true)).toBe('Android; 14; mobile-web');
    expect(deviceHeader('Mozilla/5.0 (X11; Linux x86_64)', false)).toBe('Linux; unknown; web');
  });

  it('hashes browser traits stably and spreads them', () => {
    expect(hash53('a|b|c')).toBe(hash53('a|b|c'));
    expect(hash53('a|b|c')).not.toBe(hash53('a|b|d'));
  });

  it("reads the clock's offset without Intl, whose first use would load ICU data at every page's start", () => {
    const intl = jest.spyOn(Intl, 'DateTimeFormat');
    expect(browserTraits().split('|')).toContain(String(new Date().getTimezoneOffset()));
    expect(intl).not.toHaveBeenCalled();
    intl.mockRestore();
  });
});

describe('which remote owns a path', () => {
  it.each([
    ['/', 'public'],
    ['/login', 'public'],
    ['/reset-password', 'public'],
    ['/activate/MQ/abc', 'public'],
    ['/public_contract', 'public'],
    ['/dashboard-student', 'student'],
    ['/dashboard-student/shop', 'student'],
    ['/games/abacus-game', 'games'],
    ['/demo', 'games'],
    ['/dashboard/list/teacher', 'staff'],
    ['/dashboard/reports/me', 'reports'],
  ])('%s -> %s', (path, owner) => expect(ownerOf(path)).toBe(owner));

  it('leaves unknown paths to the shell 404', () => {
    expect(ownerOf('/nope')).toBeNull();
    expect(ownerOf('/dashboards')).toBeNull();
    expect(ownerOf('/gamesx')).toBeNull();
  });
});
