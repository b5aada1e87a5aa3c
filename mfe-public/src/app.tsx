// The public remote: landing (+ /login), registration, trial lesson, recovery, activation, the static pages.
import { Suspense } from 'react';
import { createBundleLoader, createRemoteLifecycles, NotFoundPage } from '@abacus/shared';
import { isStaticPage, type StaticPage } from '@abacus/contract/static-pages';
import { ActivationPage, LandingPage, ResetPasswordPage, StaticPageView } from './app/pages';
import { useLocation } from './lib/router';
import './public.css';

export function pageFor(pathname: string) {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path === '/' || path === '/login') return LandingPage;
  if (path === '/reset-password') return ResetPasswordPage;
  if (/^\/activate\/[^/]+\/[^/]+$/.test(path)) return ActivationPage;
  if (isStaticPage(path.slice(1))) return StaticRoute;
  return NotFoundPage;
}

/** /{static}: one of the static pages (pageFor has checked the name). */
function StaticRoute() {
  const page = useLocation().pathname.replace(/^\/|\/$/g, '') as StaticPage;
  return <StaticPageView page={page} />;
}

function Root() {
  const Page = pageFor(useLocation().pathname);
  // The landing page is in the first load (not lazy) and is hydrated from its prerendered HTML, which has none of the
  // markers a Suspense boundary needs to hydrate: it goes without one.
  if (Page === LandingPage) return <Page />;
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: __REMOTE_NAME__,
  version: __REMOTE_VERSION__,
  namespace: 'public',
  loadBundle: createBundleLoader({ own: (lang) => import(`./locales/${lang}.json`) }),
  Root,
});
