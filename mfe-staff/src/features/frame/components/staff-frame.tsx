// The staff frame: side menu by role, header with page title, back, language picker, own profile, Logout.
// Exposed as ./frame so the reports remote draws inside the same frame.
import '@abacus/contract/zod-setup-schema';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import {
  fullName,
  LanguageSelect,
  navigate,
  session$,
  signOut,
  useNamespace,
  useObservable,
  useUrl,
} from '@abacus/shared';
import { menuFor, pageTitleKey } from '@/lib/resources/resources';
import { loadBundle } from '@/locales/load-bundle';
import '../staff-frame.css';

export function StaffFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('staff');
  const session = useObservable(session$);
  const { pathname } = useUrl();
  const ready = useNamespace('staff', loadBundle);
  const [menuOpen, setMenuOpen] = useState(false);
  if (!session || !ready) return null;

  const go = (to: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    setMenuOpen(false);
    navigate(to);
  };

  return (
    <div className="staff-frame" data-testid="staff-frame">
      <aside className={`staff-menu${menuOpen ? ' staff-menu--open' : ''}`}>
        <div className="staff-menu__brand">{t('brand')}</div>
        <nav aria-label={t('menu.label')}>
          {menuFor(session.profile.role).map((item) => (
            <a
              key={item.key}
              href={item.to}
              onClick={go(item.to)}
              aria-current={pathname.startsWith(item.to) ? 'page' : undefined}
            >
              {t(`menu.${item.key}`)}
            </a>
          ))}
        </nav>
      </aside>
      <div className="staff-main">
        <header className="staff-header">
          <button
            type="button"
            className="staff-header__burger"
            aria-label={t('menu.label')}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            ☰
          </button>
          <button type="button" className="ui-btn ui-btn--ghost" onClick={() => window.history.back()}>
            <span aria-hidden="true" className="ui-dir-arrow">
              ←
            </span>{' '}
            {t('common:actions.back')}
          </button>
          <h1 className="staff-header__title">{t(pageTitleKey(pathname))}</h1>
          <LanguageSelect />
          {/* dir auto: a Latin name in a Hebrew header is cut at its end, not its start ("…rek Nowak") */}
          <a href="/dashboard/profile/me" onClick={go('/dashboard/profile/me')} className="staff-header__me" dir="auto">
            {fullName(session.profile)}
          </a>
          <button type="button" className="ui-btn ui-btn--ghost" onClick={() => void signOut()}>
            {t('common:actions.logout')}
          </button>
        </header>
        <main className="staff-content">{children}</main>
      </div>
    </div>
  );
}
