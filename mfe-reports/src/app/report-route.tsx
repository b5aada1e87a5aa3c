// /dashboard/reports/{id|me}: franchise and above only (the 403 view for the rest, as the staff area's guarded
// screens do), an id that is a number or `me`, and a user who has reports (a franchise or above of the viewer's
// subtree); anything else is the 404 page.
import { useTranslation } from '@abacus/shared/i18n-react';
import { useParams } from '@abacus/shared/router';
import {
  ErrorPage,
  NotFoundPage,
  navigate,
  RANK,
  type Role,
  Spinner,
  session$,
  signOut,
  statusOf,
  useObservable,
} from '@abacus/shared';
import { useReportOwner } from './api/get-report-owner';
import { parseReportTarget, type ReportTarget } from './model/report-target';
import { ReportPage } from './report-page';

const readsReports = (role: Role) => RANK[role] >= RANK.franchise;

export function ReportRoute() {
  const session = useObservable(session$);
  const target = parseReportTarget(useParams().id);
  if (!session) return null;
  if (!readsReports(session.profile.role)) {
    return <ErrorPage status={403} onHome={() => navigate('/')} onLogout={() => void signOut()} />;
  }
  if (target === null) return <NotFoundPage />;
  return <OwnerGate target={target} />;
}

function OwnerGate({ target }: { target: ReportTarget }) {
  const { t } = useTranslation('reports');
  const owner = useReportOwner(target);
  if (owner.isPending) return <Spinner label={t('common:loading')} />;
  if (owner.isError) {
    if (statusOf(owner.error) === 404) return <NotFoundPage />;
    return (
      <div className="reports-state" role="alert">
        <p>{t('page.failed')}</p>
        <button type="button" className="ui-btn" onClick={() => void owner.refetch()}>
          {t('page.retry')}
        </button>
      </div>
    );
  }
  if (!readsReports(owner.data.role)) return <NotFoundPage />;
  return <ReportPage owner={owner.data} />;
}
