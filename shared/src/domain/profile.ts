import type { Profile } from '@abacus/contract/users-schema';

/** The signed-in user's profile as GET users/user/me returns it: its shape is @abacus/contract's. */
export type { Profile };

export const fullName = (p: Pick<Profile, 'first_name' | 'last_name'>) =>
  [p.first_name, p.last_name].filter(Boolean).join(' ');
