// A franchise's report of the month: Export, the summary with the rows per price, then its students.
import { useReportSummary } from '../api/get-summary';
import { ExportButton } from './export-button';
import { PriceRows } from './price-rows';
import { Failed, Loading } from './state';
import { StudentList } from './student-list';
import { SummaryPanel } from './summary-panel';
import type { ReportTabProps } from './report-tab';

export function FranchiseReport({ ownerId, year, month }: ReportTabProps) {
  const summary = useReportSummary(ownerId, year, month);
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
