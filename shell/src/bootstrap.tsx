// The root config: interceptors, region and language, session, runtime remotes, guards, then start.
import { createRoot } from 'react-dom/client';
import type { Profile } from '@abacus/contract/users-schema';
import { I18nextProvider } from '@abacus/shared/i18n-react';
import { navigateToUrl, start } from 'single-spa';
import {
  api,
  fetchProfile,
  i18n,
  pageError$,
  readStoredSession,
  session$,
  setRemoteModuleLoader,
  statusOf,
  storeSession,
} from '@abacus/shared';
import { bootstrapLanguage, bootstrapRegion } from './core/locale-bootstrap';
import { firstRemoteMap, takeEarlyProfile } from './core/first-requests';
import { loadExposed, refreshRemoteMap, registerRemoteMap } from './core/remote-registry';
import { registerRemoteApps } from './core/remote-apps';
import { ownerOf, type RemoteName } from './core/applications';
import { guardInitialUrl, installRouteGuard } from './core/route-guard';
import { followOtherTabs } from './core/session-sync';
import { watchVersion } from './core/version-watch';
import { ShellUi } from './ui/shell-ui';

async function refreshProfile(token: string): Promise<void> {
  try {
    const early = (await takeEarlyProfile(token)) as Profile | null;
    storeSession({ token, profile: early ?? (await fetchProfile()) });
  } catch (error) {
    // 401 and 403 are the interceptor's; 503 shows the server's own message there too.
    const status = statusOf(error);
    if (status === undefined || (status >= 500 && status !== 503)) pageError$.next({ status: 500 });
  }
}

async function main(): Promise<void> {
  // The interceptors' code comes with axios, on the first call: the landing page's visitor downloads neither.
  api.configure(() =>
    import(/* webpackChunkName: "api-interceptors" */ './core/api-interceptors').then(
      ({ installInterceptors }) =>
        (client) =>
          installInterceptors(client, { goTo: navigateToUrl }),
    ),
  );
  const session = readStoredSession();
  if (session) {
    // Its profile is asked for at once: the API client's code starts loading beside the region and the map.
    api.preload();
    storeSession(session);
  }
  // What the first page needs is asked for at once, side by side, not one after another: the region (it may force
  // the language) and the remote map (both asked for by the entry already), then the language and the page's remote.
  const regionReady = bootstrapRegion().catch((error) => console.error('Region config unavailable', error));
  const mapReady = firstRemoteMap().catch(() => ({ remotes: {}, fallbacks: {} }));
  await regionReady;
  const languageReady = bootstrapLanguage();

  registerRemoteMap(await mapReady);
  setRemoteModuleLoader(loadExposed);
  registerRemoteApps();
  guardInitialUrl();
  warmUp(ownerOf(window.location.pathname));
  await languageReady;

  createRoot(document.getElementById('shell-ui')!).render(
    <I18nextProvider i18n={i18n}>
      <ShellUi />
    </I18nextProvider>,
  );

  // Signing in or out may put the browser on the other side of a canary.
  let signedInAs = session$.getValue()?.profile.id ?? null;
  session$.subscribe((next) => {
    const id = next?.profile.id ?? null;
    if (id === signedInAs) return;
    signedInAs = id;
    void refreshRemoteMap().catch(() => undefined);
  });
  installRouteGuard();
  followOtherTabs({ goTo: navigateToUrl, reload: (url) => window.location.assign(url) });
  // The landing page's prerendered HTML (scripts/prerender.mjs) has been replaced by the mounted remote.
  window.addEventListener('single-spa:app-change', () => document.documentElement.classList.remove('prerendered'), {
    once: true,
  });
  start({ urlRerouteOnly: true });

  if (session) void refreshProfile(session.token);
  watchVersion();
}

/** Starts loading the page's remote while the language loads; single-spa then finds it loaded (or loading). */
function warmUp(remote: RemoteName | null): void {
  if (remote) loadExposed(remote, './app').catch(() => undefined);
}

void main();
