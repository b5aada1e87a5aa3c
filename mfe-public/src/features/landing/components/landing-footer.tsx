// The landing page's footer (spec 000: "footer with offer agreement link, franchise application link, social links and
// the current year"): the contact details, the franchise-application address and the social links are the network
// owner's settings (GET settings/public), asked after the first paint; until they come, the defaults.
import { useEffect } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { DEFAULT_PUBLIC_SETTINGS, SOCIAL_LINKS, SOCIAL_NAMES } from '@abacus/contract/settings';
import { STATIC_PAGES } from '@abacus/contract/static-pages';
import { loadPublicSettings, usePublicSettings } from '@/lib/public-settings/public-settings';
import { Link } from '@/lib/router';

export function LandingFooter() {
  const { t } = useTranslation('public');
  const settings = usePublicSettings() ?? DEFAULT_PUBLIC_SETTINGS;
  useEffect(loadPublicSettings, []);
  const { contact_email: email, phone, address } = settings;
  const subject = encodeURIComponent(t('footer.franchiseSubject'));
  return (
    <footer className="public-footer">
      <nav className="public-footer__links">
        {STATIC_PAGES.map((page) => (
          <Link key={page} to={`/${page}`}>
            {t(`footer.pages.${page}`)}
          </Link>
        ))}
        <a href={`mailto:${settings.franchise_email}?subject=${subject}`}>{t('footer.franchise')}</a>
      </nav>
      {(email || phone || address) && (
        <address className="public-footer__contacts" aria-label={t('footer.contacts')} data-testid="footer-contacts">
          {email && <a href={`mailto:${email}`}>{email}</a>}
          {phone && (
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr">
              {phone}
            </a>
          )}
          {address && <span>{address}</span>}
        </address>
      )}
      <nav className="public-footer__social" aria-label={t('footer.social')}>
        {SOCIAL_LINKS.filter((name) => settings[name].startsWith('https://')).map((name) => (
          <a key={name} href={settings[name]} target="_blank" rel="noopener noreferrer">
            {SOCIAL_NAMES[name]}
          </a>
        ))}
      </nav>
      <p data-testid="footer-year">
        © {new Date().getFullYear()} {t('brand')}
      </p>
    </footer>
  );
}
