// The landing page (spec 000 "Public"): title, Demo and Registration buttons, trial form, footer,
// olympiad banner, language dropdown, country suggestion; /login and ?hard open the sign-in modal.
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { go, Link, useLocation } from '@/lib/router';
import { LanguageSelect, landingPath, navigate, region$, session$, useObservable } from '@abacus/shared';
import { CountrySuggestion } from './country-suggestion';
import { LandingFooter } from './landing-footer';

/** The parts other features draw on the landing page, composed in src/app/pages.tsx (the modals are lazy). */
interface Props {
  TrialForm: ComponentType;
  SignInModal: ComponentType<{
    notice: 'deactivated' | 'sessionEnded' | null;
    onClose: () => void;
    forgot?: boolean;
  }>;
  RegistrationModal: ComponentType<{ onClose: () => void; onSignIn: () => void }>;
}

export function LandingPage({ TrialForm, SignInModal, RegistrationModal }: Props) {
  const { t } = useTranslation('public');
  const { pathname, search } = useLocation();
  const region = useObservable(region$);
  const [registering, setRegistering] = useState(false);
  const params = new URLSearchParams(search);
  const hard = params.has('hard');
  const sessionEnded = params.get('session') === 'ended';
  const signInAsked = pathname.startsWith('/login') || hard || sessionEnded;
  // The super franchise may stay on the landing page (its background tester, spec 000 section 6): the guards move
  // everyone else away once signed in; a super franchise who has just signed in here goes on to the dashboard.
  const session = useObservable(session$);
  const role = session?.profile.role;
  useEffect(() => {
    if (role === 'super_franchise' && signInAsked) navigate(landingPath(role));
  }, [role, signInAsked]);
  const signInOpen = !session && signInAsked;

  return (
    <div className="public-landing">
      {region && (
        <a
          className="public-olympiad"
          href={region.olympiadUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="olympiad-banner"
        >
          {t('olympiad')}
        </a>
      )}
      <header className="public-header">
        <Link to="/" className="public-logo">
          <img src="/favicon.svg" alt="" width="32" height="32" /> {t('brand')}
        </Link>
        <div className="public-header__actions">
          <LanguageSelect />
          <Link to="/login" className="ui-btn ui-btn--ghost">
            {t('signIn.open')}
          </Link>
        </div>
      </header>
      <main>
        <section className="public-hero">
          <h1>{t('hero.title')}</h1>
          <p>{t('hero.text')}</p>
          <div className="public-actions">
            <Link className="ui-btn ui-btn--accent" to="/demo">
              {t('hero.demo')}
            </Link>
            <button type="button" className="ui-btn" onClick={() => setRegistering(true)}>
              {t('hero.register')}
            </button>
          </div>
        </section>
        <section className="public-features">
          {(['focus', 'speed', 'fun'] as const).map((key) => (
            <article key={key}>
              <h2>{t(`features.${key}.title`)}</h2>
              <p>{t(`features.${key}.text`)}</p>
            </article>
          ))}
        </section>
        <TrialForm />
      </main>
      <LandingFooter />
      {/* Not over a dialog the visitor opened (two modals stacked on /login, one hidden under the other). */}
      {!signInOpen && !registering && <CountrySuggestion />}
      {/* Only while a dialog is open: the prerendered page (no dialog) is hydrated, and a Suspense boundary would need
          markers its HTML does not have. */}
      {(signInOpen || registering) && (
        <Suspense fallback={null}>
          {signInOpen && (
            <SignInModal
              notice={hard ? 'deactivated' : sessionEnded ? 'sessionEnded' : null}
              forgot={params.has('forgot')}
              onClose={() => go('/')}
            />
          )}
          {registering && (
            <RegistrationModal
              onClose={() => setRegistering(false)}
              onSignIn={() => {
                setRegistering(false);
                go('/login');
              }}
            />
          )}
        </Suspense>
      )}
    </div>
  );
}
