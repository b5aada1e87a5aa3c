// GET settings/public (the footer's contact details and social links, the backgrounds), asked once per page load
// after the first paint: a plain fetch and a plain store, because the landing page's first load has a budget (a
// query client would cost 13 KB of it, rxjs 3 KB, the API client's axios 20 KB). Until it answers, or when it fails, the footer shows the defaults
// (contract/src/settings.ts).
import { useSyncExternalStore } from 'react';
import type { PublicSettings } from '@abacus/contract/settings';
import { getPublic, session$ } from '@abacus/shared';

let current: PublicSettings | null = null;
let asking = false;
const listeners = new Set<() => void>();

/** The settings as last answered (or saved by the background tester); null until the first answer. */
export const getPublicSettings = () => current;

export function setPublicSettings(settings: PublicSettings | null): void {
  current = settings;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The prerendered landing page was drawn before any answer (the defaults): hydration starts from the same. */
const prerendered = () => null;

export const usePublicSettings = () => useSyncExternalStore(subscribe, getPublicSettings, prerendered);

/** Asks once; a failure lets the next page that needs it ask again. */
export function loadPublicSettings(): void {
  if (asking || current) return;
  asking = true;
  // The answer may be kept by the browser for a minute; the owner, who changes it, asks past that copy.
  const owner = session$.getValue()?.profile.role === 'super_franchise';
  getPublic<PublicSettings>('settings/public', { fresh: owner })
    .then(
      (settings) => setPublicSettings(settings),
      () => undefined,
    )
    .finally(() => {
      asking = false;
    });
}
