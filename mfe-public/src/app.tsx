// The public remote: landing (+ /login), registration, trial lesson, recovery, activation, contract.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { createBundleLoader, createRemoteLifecycles, NotFoundPage } from '@abacus/shared';
import { ActivationPage, LandingPage, ResetPasswordPage } from './app/pages';
import { ContractText } from './features/contract/components/contract-text';
import { Link, useLocation } from './lib/router';
import './public.css';

function ContractPage() {
  const { t } = useTranslation('public');
  return (
    <main className="public-page">
      <Link to="/">← {t('brand')}</Link>
      <ContractText />
    </main>
  );
}

export function pageFor(pathname: string) {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path === '/' || path === '/login') return LandingPage;
  if (path === '/reset-password') return ResetPasswordPage;
  if (/^\/activate\/[^/]+\/[^/]+$/.test(path)) return ActivationPage;
  if (path === '/public_contract') return ContractPage;
  return NotFoundPage;
}

function Root() {
  const Page = pageFor(useLocation().pathname);
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
