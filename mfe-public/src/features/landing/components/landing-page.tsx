// The landing page (spec 000 "Public"): title, Demo and Registration buttons, trial form, footer,
// olympiad banner, language dropdown, country suggestion; /login and ?hard open the sign-in modal.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { LanguageSelect, region$, useObservable } from '@abacus/shared';
import { SignInModal } from '../../auth/components/sign-in-modal';
import { RegistrationModal } from '../../registration/components/registration-modal';
import { TrialForm } from '../../trial-lesson/components/trial-form';
import { CountrySuggestion } from './country-suggestion';
import { LandingFooter } from './landing-footer';

export function LandingPage() {
  const { t } = useTranslation('public');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const region = useObservable(region$);
  const [registering, setRegistering] = useState(false);
  const hard = new URLSearchParams(search).has('hard');
  const signInOpen = pathname.startsWith('/login') || hard;

  return (
    <div className="public-landing">
      {region && (
        <a className="public-olympiad" href={region.olympiadUrl} target="_blank" rel="noopener noreferrer" data-testid="olympiad-banner">
          {t("olympiad")}
        </a>
      )}
      <header className="public-header">
        <Link to="/" className="public-logo"><img src="/favicon.svg" alt="" width="32" height="32" /> {t("brand")}</Link>
        <div className="public-header__actions">
          <LanguageSelect />
          <Link to="/login" className="ui-btn ui-btn--ghost">{t('signIn.open')}</Link>
        </div>
      </header>
      <main>
        <section className="public-hero">
          <h1>{t('hero.title')}</h1>
          <p>{t('hero.text')}</p>
          <div className="public-actions">
            <a className="ui-btn ui-btn--accent" href="/demo" onClick={(e) => { e.preventDefault(); window.history.pushState(null, '', '/demo'); }}>
              {t('hero.demo')}
            </a>
            <button type="button" className="ui-btn" onClick={() => setRegistering(true)}>
              {t('hero.register')}
            </button>
          </div>
        </section>
        <section className="public-features">
          {(['focus', 'speed', 'fun'] as const).map((key) => (
            <article key={key}>
              <h3>{t(`features.${key}.title`)}</h3>
              <p>{t(`features.${key}.text`)}</p>
            </article>
          ))}
        </section>
        <TrialForm />
      </main>
      <LandingFooter />
      <CountrySuggestion />
      {signInOpen && <SignInModal deactivated={hard} onClose={() => navigate('/')} />}
      {registering && (
        <RegistrationModal
          onClose={() => setRegistering(false)}
          onSignIn={() => {
            setRegistering(false);
            navigate('/login');
          }}
        />
      )}
    </div>
  );
}
