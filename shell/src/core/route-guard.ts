// Applies the pure guards of @abacus/shared to every navigation, and follows session changes.
import { navigateToUrl } from 'single-spa';
import { guardRedirect, session$ } from '@abacus/shared';

const currentRole = () => session$.getValue()?.profile.role ?? null;

/** Before single-spa starts: fix the first URL in place. */
export function guardInitialUrl(): void {
  const target = guardRedirect(window.location.pathname, currentRole());
  if (target) window.history.replaceState(null, '', target);
}

interface RoutingDetail {
  newUrl: string;
  cancelNavigation?: () => void;
}

export function installRouteGuard(): void {
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const detail = (event as CustomEvent<RoutingDetail>).detail;
    const target = guardRedirect(new URL(detail.newUrl).pathname, currentRole());
    if (!target || !detail.cancelNavigation) return;
    detail.cancelNavigation();
    setTimeout(() => navigateToUrl(target));
  });

  // Sign-in or sign-out in any remote moves the user without a reload. The check waits a tick: whoever
  // changed the session may navigate itself (Logout to /, a 401 to /?hard=true), and only then is it
  // known whether the guards still have to move the user. One navigation, not two racing ones.
  let signedIn = session$.getValue() !== null;
  session$.subscribe((session) => {
    const now = session !== null;
    if (now === signedIn) return;
    signedIn = now;
    setTimeout(() => {
      const target = guardRedirect(window.location.pathname, session$.getValue()?.profile.role ?? null);
      if (target) navigateToUrl(target);
    });
  });
}
