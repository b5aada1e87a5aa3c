// Sign-in and sign-out, used by the sign-in modal, the frames' Logout and the error page.
import { api, noAuth } from '../api/client';
import type { ChallengeSolution } from '@abacus/contract/auth-schema';
import type { Profile } from '../domain/profile';
import { clearStoredSession, storeSession, TOKEN_KEY } from './session-store';

/** Asked before an in-app navigation; false keeps the page (the guard then asks the user and navigates itself). */
export type LeaveGuard = (url: string) => boolean;
let leaveGuard: LeaveGuard | null = null;

/**
 * While a screen has unsaved work (the homework editor), `navigate` asks it first: the staff frame's menu, its links
 * and the screen's own links all go through here. Returns the release; a later guard replaces an earlier one.
 */
export function guardLeaving(guard: LeaveGuard): () => void {
  leaveGuard = guard;
  return () => {
    if (leaveGuard === guard) leaveGuard = null;
  };
}

/**
 * An in-app navigation (single-spa routes on pushState and replaceState), unless a screen's guard keeps the page.
 * `replace`: in place of the current history entry (leaving a screen that holds Back: its held entry goes).
 */
export const navigate = (url: string, { replace = false }: { replace?: boolean } = {}) => {
  if (leaveGuard !== null && !leaveGuard(url)) return;
  if (replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
};

export async function fetchProfile(token?: string): Promise<Profile> {
  const headers = token ? { Authorization: `Token ${token}` } : undefined;
  const { data } = await api.get<Profile>('users/user/me', { headers });
  return data;
}

/**
 * POST users/user/auth (with a solved proof-of-work challenge when the server asked for one) then GET users/user/me;
 * the session is stored and published on session$.
 */
export async function signIn(username: string, password: string, challenge?: ChallengeSolution): Promise<Profile> {
  const body = challenge ? { username, password, challenge } : { username, password };
  const { data } = await api.post<{ token: string }>('users/user/auth', body, noAuth());
  const profile = await fetchProfile(data.token);
  storeSession({ token: data.token, profile });
  return profile;
}

/** Forgets the session at once and goes to /; then revokes the token on the server (best effort). */
export async function signOut(): Promise<void> {
  const token = localStorage.getItem(TOKEN_KEY);
  clearStoredSession();
  // Signed out, no screen's work can be saved: no guard keeps the page.
  window.history.pushState(null, '', '/');
  if (token) {
    await api.post('users/user/logout', null, { headers: { Authorization: `Token ${token}` } }).catch(() => undefined);
  }
}
