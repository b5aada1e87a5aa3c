import { useTranslation } from 'react-i18next';
import { STATIC_PAGES } from '@abacus/contract/static-pages';
import { Link } from '@/lib/router';

export const FRANCHISE_EMAIL = 'franchise@abacus-school.online';
const SOCIAL = [
  { name: 'Facebook', href: 'https://www.facebook.com/abacus.school.online' },
  { name: 'Instagram', href: 'https://www.instagram.com/abacus.school.online' },
  { name: 'YouTube', href: 'https://www.youtube.com/@abacus-school-online' },
  { name: 'Telegram', href: 'https://t.me/abacus_school_online' },
];

export function LandingFooter() {
  const { t } = useTranslation('public');
  const subject = encodeURIComponent(t('footer.franchiseSubject'));
  return (
    <footer className="public-footer">
      <nav className="public-footer__links">
        {STATIC_PAGES.map((page) => (
          <Link key={page} to={`/${page}`}>
            {t(`footer.pages.${page}`)}
          </Link>
        ))}
        <a href={`mailto:${FRANCHISE_EMAIL}?subject=${subject}`}>{t('footer.franchise')}</a>
      </nav>
      <nav className="public-footer__social" aria-label={t('footer.social')}>
        {SOCIAL.map((s) => (
          <a key={s.name} href={s.href} target="_blank" rel="noopener noreferrer">
            {s.name}
          </a>
        ))}
      </nav>
      <p data-testid="footer-year">
        © {new Date().getFullYear()} {t('brand')}
      </p>
    </footer>
  );
}
