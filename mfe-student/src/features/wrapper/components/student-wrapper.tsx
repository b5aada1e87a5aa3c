// The student area wrapper: the profile header (given by app.tsx), tabs, and a sidebar with Back (non-students), Dashboard, Learning
// contract, Online abacus, Logout, the language modal and a mobile menu.
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { Link, useLocation } from '@abacus/shared/router';
import { LanguageGrid, Modal, navigate, session$, signOut, useObservable } from '@abacus/shared';
import { useAreaLink } from '@/lib/viewed-student/use-area-link';
import { backTarget, readOnlyFrom } from '@/lib/viewed-student/read-only';
import { isTabActive, TABS } from '../model/tabs';
import '../student-wrapper.css';

interface Props {
  /** Above the tabs: the profile header (composed in app.tsx). */
  header: ReactNode;
  children: ReactNode;
}

export function StudentWrapper({ header, children }: Props) {
  const { t } = useTranslation('student');
  const { pathname, search } = useLocation();
  const session = useObservable(session$);
  const [menuOpen, setMenuOpen] = useState(false);
  const [languageOpen, setLanguageOpen] = useState(false);
  const link = useAreaLink();
  // Escape closes the open menu, as a tap beside it does (the scrim below).
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);
  if (!session) return null;

  const readOnly = readOnlyFrom(search);
  const isStudent = session.profile.role === 'student';
  const close = () => setMenuOpen(false);

  return (
    <div className="student-area" data-testid="student-area">
      <button
        type="button"
        className="student-burger"
        aria-expanded={menuOpen}
        aria-label={t('sidebar.menu')}
        onClick={() => setMenuOpen(!menuOpen)}
      >
        {menuOpen ? '✕' : '☰'}
      </button>
      {menuOpen && (
        <button
          type="button"
          className="student-sidebar-scrim"
          tabIndex={-1}
          aria-label={t('common:actions.close')}
          onClick={close}
        />
      )}
      <aside className={`student-sidebar${menuOpen ? ' student-sidebar--open' : ''}`} aria-label={t('sidebar.menu')}>
        {/* Back returns staff to where they came from; a parent's home is this area. */}
        {!isStudent && session.profile.role !== 'parent' && (
          <button type="button" className="student-sidebar__item" onClick={() => navigate(backTarget(readOnly))}>
            <span aria-hidden="true" className="ui-dir-arrow">
              ←
            </span>{' '}
            {t('sidebar.back')}
          </button>
        )}
        <Link className="student-sidebar__item" to={link('/dashboard-student')} onClick={close}>
          {t('sidebar.dashboard')}
        </Link>
        <Link className="student-sidebar__item" to={link('/dashboard-student/contract')} onClick={close}>
          {t('sidebar.contract')}
        </Link>
        <a
          className="student-sidebar__item"
          href="/games/abacus-game"
          onClick={(e) => {
            e.preventDefault();
            navigate('/games/abacus-game');
          }}
        >
          {t('sidebar.abacus')}
        </a>
        <button type="button" className="student-sidebar__item" onClick={() => setLanguageOpen(true)}>
          {t('sidebar.language')}
        </button>
        <button type="button" className="student-sidebar__item" onClick={() => void signOut()}>
          {t('common:actions.logout')}
        </button>
      </aside>
      <div className="student-main">
        {header}
        <nav className="student-tabs" aria-label={t('tabs.label')}>
          {TABS.map((tab) => (
            <Link key={tab.key} to={link(tab.to)} aria-current={isTabActive(tab.to, pathname) ? 'page' : undefined}>
              {t(`tabs.${tab.key}`)}
            </Link>
          ))}
        </nav>
        <main className="student-content">{children}</main>
      </div>
      {languageOpen && (
        <Modal title={t('common:language.title')} onClose={() => setLanguageOpen(false)} testId="language-modal">
          <LanguageGrid onChosen={() => setLanguageOpen(false)} />
        </Modal>
      )}
    </div>
  );
}
