// The shell's own UI: toasts, page errors, the 404 for unclaimed paths, loading, the new-version modal.
import { useEffect, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { getAppStatus, MOUNTED, navigateToUrl } from 'single-spa';
import { ErrorPage, pageError$, signOut, Spinner, Toasts, useObservable } from '@abacus/shared';
import { ownerOf, type RemoteName } from '../core/applications';
import { NewVersionModal } from './new-version-modal';

interface RouteState {
  path: string;
  owner: RemoteName | null;
  mounted: boolean;
}

const readRoute = (): RouteState => {
  const path = window.location.pathname;
  const owner = ownerOf(path);
  return { path, owner, mounted: owner !== null && getAppStatus(owner) === MOUNTED };
};

export function ShellUi() {
  const { t } = useTranslation('common');
  const pageError = useObservable(pageError$);
  const [route, setRoute] = useState<RouteState>(readRoute);

  useEffect(() => {
    const onRouted = () => {
      const next = readRoute();
      setRoute((prev) => {
        if (prev.path !== next.path && pageError$.getValue()) pageError$.next(null);
        return next;
      });
    };
    window.addEventListener('single-spa:routing-event', onRouted);
    return () => window.removeEventListener('single-spa:routing-event', onRouted);
  }, []);

  useEffect(() => {
    document.body.classList.toggle('shell-page-error', Boolean(pageError) || route.owner === null);
  }, [pageError, route.owner]);

  const home = () => {
    pageError$.next(null);
    navigateToUrl('/');
  };
  const logout = () => {
    pageError$.next(null);
    void signOut();
  };

  return (
    <>
      <Toasts />
      {pageError ? (
        <ErrorPage status={pageError.status} message={pageError.message} onHome={home} onLogout={logout} />
      ) : route.owner === null ? (
        <ErrorPage status={404} onHome={home} onLogout={logout} />
      ) : (
        !route.mounted && <Spinner label={t('loading')} />
      )}
      <NewVersionModal />
    </>
  );
}
