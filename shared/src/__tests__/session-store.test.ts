import { balance$, session$ } from '../bus/bus';
import { clearStoredSession, readStoredSession, storeSession } from '../session/session-store';

const profile = {
  id: 7,
  email: 's@x.y',
  role: 'student' as const,
  first_name: 'Ann',
  last_name: 'Lee',
  indigo_dollars: '12.50',
  phone_number: null,
  middle_name: '',
  photo: null,
  birthday: null,
  notification: '',
  timezone: 'UTC',
  default_language: 'en',
  parent: null,
  group: null,
  is_active: true,
  is_free: false,
};

describe('stored session', () => {
  beforeEach(() => localStorage.clear());

  it('stores token and profile and publishes them on the bus', () => {
    storeSession({ token: 't1', profile });
    expect(session$.getValue()).toEqual({ token: 't1', profile });
    expect(balance$.getValue()).toBe('12.50');
    expect(readStoredSession()).toEqual({ token: 't1', profile });
  });

  it('clears a token without a profile (a mismatch)', () => {
    localStorage.setItem('token', 'orphan');
    expect(readStoredSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('clears everything on sign-out', () => {
    storeSession({ token: 't1', profile });
    clearStoredSession();
    expect(session$.getValue()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});
