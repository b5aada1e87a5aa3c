import { session$, type Profile } from '@abacus/shared';

/** Signs a test student in on the bus; `is_free` makes a free-tier one. */
export function signInStudent(patch: Partial<Profile> = {}): void {
  session$.next({
    token: 'test-token',
    profile: {
      id: 7,
      email: 'student@demo.school',
      role: 'student',
      first_name: 'Mia',
      last_name: 'Lee',
      is_free: false,
      phone_number: null,
      middle_name: '',
      photo: null,
      birthday: null,
      indigo_dollars: '0.00',
      notification: '',
      timezone: 'UTC',
      default_language: 'en',
      parent: null,
      group: null,
      is_active: true,
      ...patch,
    },
  });
}
