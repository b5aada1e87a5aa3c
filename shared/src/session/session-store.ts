// The session kept in local storage (token + profile) and mirrored on session$.
import { balance$, session$, type Session } from '../bus/bus';
import type { Profile } from '../domain/profile';

import { PROFILE_KEY, TOKEN_KEY } from './storage-keys';

export { PROFILE_KEY, TOKEN_KEY };

/** Reads the stored session; a token without a profile (or the reverse) is a mismatch and is cleared. */
export function readStoredSession(storage: Storage = localStorage): Session | null {
  const token = storage.getItem(TOKEN_KEY);
  const rawProfile = storage.getItem(PROFILE_KEY);
  if (!token && !rawProfile) return null;
  try {
    const profile = rawProfile ? (JSON.parse(rawProfile) as Profile) : null;
    if (token && profile && typeof profile.id === 'number' && profile.role) return { token, profile };
  } catch {
    // fall through: a broken profile is a mismatch
  }
  clearStoredSession(storage);
  return null;
}

export function storeSession(session: Session, storage: Storage = localStorage): void {
  storage.setItem(TOKEN_KEY, session.token);
  storage.setItem(PROFILE_KEY, JSON.stringify(session.profile));
  session$.next(session);
  balance$.next(session.profile.indigo_dollars ?? null);
}

export function clearStoredSession(storage: Storage = localStorage): void {
  storage.removeItem(TOKEN_KEY);
  storage.removeItem(PROFILE_KEY);
  if (session$.getValue() !== null) session$.next(null);
  balance$.next(null);
}
