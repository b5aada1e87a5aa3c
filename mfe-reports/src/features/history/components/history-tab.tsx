// The History tab of the reports screen (spec 002 sections 2 "Reports screen", 8): the change history of everyone
// under the report's owner, newest first, 20 a page, with its filters; all of it in the URL. Failure: "Error
// occurred"; nothing: a no-records message.
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { useSearchParams } from '@abacus/shared/router';
import { DataTable, Pager } from '@abacus/admin-kit';
import { useReportHistory } from '../api/get-report-history';
import { historyColumns } from '../columns/history-columns';
import {
  type FilterChange,
  hasFilters,
  periodReversed,
  readHistoryFilters,
  withFilters,
  withoutFilters,
  withPage,
} from '../model/history-filters';
import { HistoryFilterBar } from './history-filters';
import '../history.css';

export function HistoryTab({ ownerId }: { ownerId: number }) {
  const { t } = useTranslation('reports');
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readHistoryFilters(params), [params]);
  const query = useReportHistory(ownerId, filters);
  const columns = useMemo(() => historyColumns(t), [t]);
  // One handler for the page's life: the router's setter changes with every URL, and the search boxes report their
  // text again whenever their handler changes (which would undo Reset filters or Back).
  const setParamsRef = useRef(setParams);
  setParamsRef.current = setParams;
  const changeFilters = useCallback(
    (changes: FilterChange) => setParamsRef.current((current) => withFilters(current, changes), { replace: true }),
    [],
  );
  // Reset filters also clears what was typed and not yet searched for.
  const [resets, setResets] = useState(0);
  return (
    <section className="history" data-testid="report-history">
      <HistoryFilterBar
        key={resets}
        filters={filters}
        onChange={changeFilters}
        onReset={() => {
          setResets((n) => n + 1);
          setParams((current) => withoutFilters(current));
        }}
      />
      {periodReversed(filters) ? null : query.status === 'error' ? (
        <div className="admin-table-state" role="alert">
          <p>{t('history.error')}</p>
          <button type="button" className="ui-btn" onClick={() => void query.refetch()}>
            {t('history.retry')}
          </button>
        </div>
      ) : (
        <DataTable
          caption={t('history.caption')}
          columns={columns}
          rows={query.data?.rows}
          status={query.status}
          onRetry={() => void query.refetch()}
          rowId={(row) => String(row.id)}
          emptyText={hasFilters(filters) ? t('history.noMatches') : t('history.empty')}
        />
      )}
      {query.isFetching && query.isSuccess && <div className="admin-list__refreshing" aria-hidden="true" />}
      <Pager
        page={filters.page}
        hasNext={query.data?.hasNext ?? false}
        onPage={(page) => setParams((current) => withPage(current, page))}
      />
    </section>
  );
}
