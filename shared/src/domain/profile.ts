import type { Role } from './roles';

/** The signed-in user's profile as GET users/user/me returns it (spec 000 section 3). */
export interface Profile {
  id: number;
  email: string;
  role: Role;
  first_name: string;
  last_name: string;
  middle_name?: string | null;
  photo?: string | null;
  birthday?: string | null;
  indigo_dollars?: string;
  is_free?: boolean;
  notification?: string | null;
  timezone?: string;
  default_language?: string;
  parent?: number | null;
  group?: number | null;
}

export const fullName = (p: Pick<Profile, 'first_name' | 'last_name'>) =>
  [p.first_name, p.last_name].filter(Boolean).join(' ');
