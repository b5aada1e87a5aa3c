// The event bus: what crosses remotes. Remotes never reach into each other's modules or storage.
import { BehaviorSubject, Subject } from 'rxjs';
import type { Language } from '../i18n/languages';
import type { Profile } from '../domain/profile';

export interface Session {
  token: string;
  profile: Profile;
}

export type NoticeKind = 'success' | 'error' | 'info';
export interface Notice {
  kind: NoticeKind;
  /** Already translated text. */
  text: string;
  /** Milliseconds; the spec's toast duration is 3000 ms. */
  duration?: number;
}

export interface PageError {
  status: 403 | 404 | 500 | 503;
  /** 503 carries the server's own message. */
  message?: string;
}

/** token + profile, or null when signed out. */
export const session$ = new BehaviorSubject<Session | null>(null);
/** The i$ balance of the signed-in user, as an exact decimal string. */
export const balance$ = new BehaviorSubject<string | null>(null);
export const language$ = new BehaviorSubject<Language>('en');
/** Toasts. */
export const notice$ = new Subject<Notice>();
/** A page-level error the shell shows in place of the content. */
export const pageError$ = new BehaviorSubject<PageError | null>(null);
