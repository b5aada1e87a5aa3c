// The Report tab of the reports screen (spec 002 sections 2 "Reports screen", 3 "Report", 9; issue 13 "Screens"):
// a franchise's month (summary, rows per price, students) or, for a master franchise or the super franchise, the
// sums of their franchises and one row each. Registered in src/app/report-tabs.ts.
import { useTranslation } from '@abacus/shared/i18n-react';
import { useOwnerRole } from '../api/get-owner-role';
import { FranchiseReport } from './franchise-report';
import { NetworkReport } from './network-report';
import { Failed, Loading } from './state';
import '../report.css';

export interface ReportTabProps {
  /** Whose report: the resolved user id, never `me`. */
  ownerId: number;
  year: number;
  /** 1-12. */
  month: number;
}

export function ReportTab(props: ReportTabProps) {
  const { t } = useTranslation('reports');
  const role = useOwnerRole(props.ownerId);
  return (
    <section className="report" data-testid="report-tab" aria-label={t('report.tab')}>
      {role.isPending ? (
        <Loading />
      ) : role.isError ? (
        <Failed onRetry={() => void role.refetch()} />
      ) : role.data === 'franchise' ? (
        <FranchiseReport {...props} />
      ) : (
        <NetworkReport {...props} />
      )}
    </section>
  );
}
