// A franchise's report of the month: Export, the summary with the rows per price, then its students.
import { useTranslation } from '@abacus/shared/i18n-react';
import { useReportSummary } from '../api/get-summary';
import { ExportButton } from './export-button';
import { PriceRows } from './price-rows';
import { Failed, Loading } from './state';
import { StudentList } from './student-list';
import { SummaryPanel } from './summary-panel';
import type { ReportTabProps } from './report-tab';

/** Is this the month in progress (the viewer's calendar; at a month's edge the school's may differ by hours)? */
export const isMonthInProgress = (year: number, month: number, now = new Date()) =>
  now.getFullYear() === year && now.getMonth() + 1 === month;

export function FranchiseReport({ ownerId, year, month }: ReportTabProps) {
  const { t } = useTranslation('reports');
  const summary = useReportSummary(ownerId, year, month);
  return (
    <>
      <div className="report-toolbar">
        <ExportButton period={{ ownerId, year, month }} />
      </div>
      {/* The report opens on this month, counted to its end; the lists' "to pay" and the invoices are last month's
          (an upper-staff pass read two different figures to pay). */}
      {isMonthInProgress(year, month) && (
        <p className="report-note" role="note" data-testid="month-not-over">
          {t('report.monthNotOver')}
        </p>
      )}
      {summary.isPending ? (
        <Loading />
      ) : summary.isError ? (
        <Failed onRetry={() => void summary.refetch()} />
      ) : (
        <>
          <SummaryPanel summary={summary.data} />
          <PriceRows summary={summary.data} />
        </>
      )}
      {/* Mounted at once (its rows load beside the summary) but shown only below the summary: appearing under the
          spinner and being pushed down by the summary was the page's layout shift (CLS 0.12). */}
      <div hidden={summary.isPending}>
        <StudentList ownerId={ownerId} year={year} month={month} currency={summary.data?.currency} />
      </div>
    </>
  );
}
