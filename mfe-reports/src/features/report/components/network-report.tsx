// The report of a master franchise or of the network (the super franchise): Export, the sums of the franchises under
// it, then one row per franchise leading to its own report of the month.
import { useMemo } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { DataTable } from '@abacus/admin-kit';
import { useReportFranchises } from '../api/get-franchises';
import { useReportSummary } from '../api/get-summary';
import { franchiseColumns } from '../columns/franchise-columns';
import { ExportButton } from './export-button';
import type { ReportTabProps } from './report-tab';
import { Failed, Loading } from './state';
import { SummaryPanel } from './summary-panel';

export function NetworkReport({ ownerId, year, month }: ReportTabProps) {
  const { t } = useTranslation('reports');
  const summary = useReportSummary(ownerId, year, month);
  const franchises = useReportFranchises(ownerId, year, month);
  const columns = useMemo(() => franchiseColumns(t), [t]);
  return (
    <>
      <div className="report-toolbar">
        <ExportButton period={{ ownerId, year, month }} />
      </div>
      {summary.isPending ? (
        <Loading />
      ) : summary.isError ? (
        <Failed onRetry={() => void summary.refetch()} />
      ) : (
        <SummaryPanel summary={summary.data} combined />
      )}
      {/* Shown once the summary above it is there, so the summary never pushes it down (a layout shift). */}
      <section className="report-franchises" data-testid="report-franchises" hidden={summary.isPending}>
        <h3 className="report-heading">{t('report.franchises.caption')}</h3>
        <DataTable
          caption={t('report.franchises.caption')}
          columns={columns}
          rows={franchises.data}
          status={franchises.status}
          onRetry={() => void franchises.refetch()}
          rowId={(row) => String(row.id)}
          emptyText={t('report.franchises.empty')}
        />
      </section>
    </>
  );
}
