// A whole list screen: search, bulk actions for the selected rows, the table and the pager, with the page,
// search and sort in the URL. The screen brings its query (one endpoint file) and its column file.
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import type { UseQueryResult } from '@abacus/shared/query';
import type { ColumnDef, RowSelectionState } from '@tanstack/react-table';
import { DataTable } from './data-table';
import { Pager } from './pager';
import { SearchBox } from './search-box';
import { SortSelect } from './sort-select';
import type { useListParams } from './use-list-params';

/** What a list endpoint gives the screen: the page's rows and whether there is a next page. */
export interface ListPage<Row> {
  rows: Row[];
  hasNext: boolean;
}

interface Props<Row> {
  caption: string;
  list: ReturnType<typeof useListParams>;
  query: UseQueryResult<ListPage<Row>>;
  // biome-ignore lint/suspicious/noExplicitAny: column values are of every type
  columns: ColumnDef<Row, any>[];
  rowId: (row: Row) => string;
  rowClassName?: (row: Row) => string | undefined;
  emptyText?: string;
  searchLabel?: string;
  /** How long the search waits after the last key (1 s by default; the restore search: 300 ms). */
  searchDelayMs?: number;
  /** Buttons and links beside the search (Add, the blocked list...). */
  toolbar?: ReactNode;
  /** Actions for the selected rows; rows become selectable when given. */
  bulkActions?: (selected: Row[], clear: () => void) => ReactNode;
}

export function ListView<Row>(props: Props<Row>) {
  const {
    caption,
    list,
    query,
    columns,
    rowId,
    rowClassName,
    emptyText,
    searchLabel,
    searchDelayMs,
    toolbar,
    bulkActions,
  } = props;
  const { t } = useTranslation('admin');
  const [selected, setSelected] = useState<RowSelectionState>({});
  const pageKey = `${list.page}|${list.search}|${list.ordering}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page, search or sort starts a new selection
  useEffect(() => setSelected({}), [pageKey]);

  const rows = query.data?.rows;
  const selectedRows = (rows ?? []).filter((row) => selected[rowId(row)]);
  return (
    <section className="admin-list">
      <div className="admin-list__toolbar">
        <SearchBox
          value={list.search}
          onSearch={(search) => list.change({ search })}
          label={searchLabel}
          delayMs={searchDelayMs}
        />
        <SortSelect columns={columns} value={list.ordering} onChange={(ordering) => list.change({ ordering })} />
        {toolbar}
      </div>
      {bulkActions && selectedRows.length > 0 && (
        <section className="admin-list__bulk" aria-label={caption}>
          {bulkActions(selectedRows, () => setSelected({}))}
        </section>
      )}
      <DataTable
        caption={caption}
        columns={columns}
        rows={rows}
        status={query.status}
        onRetry={() => void query.refetch()}
        rowId={rowId}
        rowClassName={rowClassName}
        emptyText={list.search ? t('list.noMatches') : emptyText}
        selection={bulkActions ? { selected, onChange: setSelected } : undefined}
        ordering={{ value: list.ordering, onChange: (ordering) => list.change({ ordering }) }}
      />
      {query.isFetching && query.status === 'success' && <div className="admin-list__refreshing" aria-hidden="true" />}
      <Pager page={list.page} hasNext={query.data?.hasNext ?? false} onPage={(page) => list.change({ page })} />
    </section>
  );
}
