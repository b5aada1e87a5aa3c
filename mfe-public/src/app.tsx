// The public remote: landing (+ /login), registration, trial lesson, recovery, activation, contract.
import { Link, Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { createRemoteLifecycles, NotFoundPage, type Language } from '@abacus/shared';
import { ActivationPage } from './features/activation/components/activation-page';
import { ContractText } from './features/contract/components/contract-text';
import { LandingPage } from './features/landing/components/landing-page';
import { ResetPasswordPage } from './features/reset-password/components/reset-password-page';
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

const Root = () => (
  <Routes>
    <Route path="/" element={<LandingPage />} />
    <Route path="/login" element={<LandingPage />} />
    <Route path="/reset-password" element={<ResetPasswordPage />} />
    <Route path="/activate/:param1/:param2" element={<ActivationPage />} />
    <Route path="/public_contract" element={<ContractPage />} />
    <Route path="*" element={<NotFoundPage />} />
  </Routes>
);

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: __REMOTE_NAME__,
  version: __REMOTE_VERSION__,
  namespace: 'public',
  loadBundle: (lang: Language) => import(`./locales/${lang}.json`),
  Root,
});
