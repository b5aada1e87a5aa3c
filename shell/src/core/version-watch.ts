// Service worker registration and the "new version" check: the shell compares its own build id
// with /shell-version.json whenever the tab comes back into view, and every 10 minutes.
import { BehaviorSubject } from 'rxjs';
import { liveManifests } from './remote-registry';
import { SHELL_BUILD } from './build-id';

export const newVersion$ = new BehaviorSubject<string | null>(null);
const CHECK_EVERY_MS = 10 * 60 * 1000;
/** focus and visibilitychange both fire when a user comes back: one check is enough. */
const MIN_GAP_MS = 5000;
let lastCheck = 0;

export async function checkForNewVersion(current = SHELL_BUILD): Promise<void> {
  if (Date.now() - lastCheck < MIN_GAP_MS) return;
  lastCheck = Date.now();
  try {
    const response = await fetch('/shell-version.json', { cache: 'no-store' });
    const { version } = (await response.json()) as { version: string };
    if (version && version !== current) newVersion$.next(version);
  } catch {
    // offline or mid-deploy: try again later
  }
}

export function watchVersion(): void {
  if ('serviceWorker' in navigator) {
    afterFirstLoad(() => navigator.serviceWorker.register('/sw.js').catch(() => undefined));
    // Once per page load the worker drops the cached remote versions that neither remotes.json nor this page's map
    // (a canary, a fallback) names.
    void navigator.serviceWorker.ready.then((registration) =>
      registration.active?.postMessage({ type: 'prune', keep: liveManifests() }),
    );
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void checkForNewVersion();
  });
  window.addEventListener('focus', () => void checkForNewVersion());
  setInterval(() => void checkForNewVersion(), CHECK_EVERY_MS);
}

/** The worker waits this long after the page's `load` event (then for an idle moment). */
const WORKER_AFTER_LOAD_MS = 3000;

/** Runs `register` a while after the page has loaded, when the browser is idle. A first visit's worker installs,
 * activates and takes the page over (`clients.claim`): registered at start, it did so while the first screen was
 * still loading, and every file of that screen went through it (a cache open and a second fetch each; `load` alone
 * comes before the screen's own chunks, which the remote asks for once it runs). It caches for the next visit, so it
 * waits for this one's. */
function afterFirstLoad(register: () => unknown): void {
  const later = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5000 });
      else register();
    }, WORKER_AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/** Update: let the service worker pick up the new build, then reload. */
export async function applyUpdate(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration?.();
  await registration?.update().catch(() => undefined);
  window.location.reload();
}
