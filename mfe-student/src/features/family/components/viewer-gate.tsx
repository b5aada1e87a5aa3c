// Wraps the student area: a parent is taken to their child's dashboard (read-only), with a choice and a switch
// when they have several; staff without read_only go to their own dashboard. Nobody but the student ever sees the
// area as their own: no avatar, birthday, buy or activate for a profile that is not theirs.
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { Navigate, useLocation, useNavigate } from '@abacus/shared/router';
import { landingPath, navigate as navigateAway, session$, signOut, Spinner, useObservable } from '@abacus/shared';
import { readOnlyFrom } from '@/lib/viewed-student/read-only';
import { type Child, useChildren } from '../api/get-children';
import { childUrl, viewerRoute } from '../model/viewer-route';
import '../family.css';

export function ViewerGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('student');
  const { pathname, search } = useLocation();
  const session = useObservable(session$);
  const role = session?.profile.role ?? 'student';
  const family = useChildren(role === 'parent');
  const readOnly = readOnlyFrom(search);
  const route = viewerRoute(role, readOnly?.studentId ?? null, family.data?.map((c) => c.id) ?? null);

  useEffect(() => {
    if (route.kind === 'home') navigateAway(landingPath(role));
  }, [route.kind, role]);

  if (!session || route.kind === 'home') return null;
  if (role === 'parent' && family.isError) {
    return (
      <p className="ui-form-error family-message" role="alert">
        {t('family.error')}
      </p>
    );
  }
  if (route.kind === 'wait') return <Spinner label={t('common:loading')} />;
  if (route.kind === 'child') return <Navigate to={childUrl(pathname, search, route.id)} replace />;
  if (route.kind === 'no-children') {
    return (
      <p className="family-message" data-testid="family-none">
        {t('family.none')}
      </p>
    );
  }
  if (route.kind === 'choose') return <ChildChooser kids={family.data ?? []} />;
  return (
    <>
      {role === 'parent' && (family.data?.length ?? 0) > 1 && (
        <ChildSwitcher kids={family.data!} current={readOnly!.studentId} />
      )}
      {children}
    </>
  );
}

const fullName = (child: Child) => `${child.first_name} ${child.last_name}`.trim();

function ChildChooser({ kids }: { kids: Child[] }) {
  const { t } = useTranslation('student');
  const { pathname, search } = useLocation();
  const go = useNavigate();
  return (
    <section className="family-choose" data-testid="family-choose" aria-labelledby="family-choose-title">
      <h1 id="family-choose-title">{t('family.choose')}</h1>
      <ul>
        {kids.map((child) => (
          <li key={child.id}>
            <button type="button" className="ui-btn" onClick={() => go(childUrl(pathname, search, child.id))}>
              {fullName(child)}
              {child.group_name && <span className="family-choose__group">{child.group_name}</span>}
            </button>
          </li>
        ))}
      </ul>
      {/* The area's menu (and its Logout) is drawn only once a child is chosen. */}
      <button type="button" className="ui-btn ui-btn--ghost family-choose__logout" onClick={() => void signOut()}>
        {t('common:actions.logout')}
      </button>
    </section>
  );
}

function ChildSwitcher({ kids, current }: { kids: Child[]; current: number }) {
  const { t } = useTranslation('student');
  const { pathname, search } = useLocation();
  const go = useNavigate();
  return (
    <div className="family-switch">
      <label htmlFor="family-switch">{t('family.switch')}</label>
      <select
        id="family-switch"
        value={current}
        onChange={(event) => go(childUrl(pathname, search, Number(event.target.value)))}
      >
        {kids.map((child) => (
          <option key={child.id} value={child.id}>
            {fullName(child)}
          </option>
        ))}
      </select>
    </div>
  );
}
