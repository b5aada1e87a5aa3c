// One table for every staff and reports list, driven by TanStack Table column definitions. A column may carry
// `meta.sortKey` (its header then sorts through the URL's ordering) and `meta.className`. Rows can be selected
// for bulk actions. On a phone each row becomes a card whose cells are labelled by their header.
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type RowData,
  type RowSelectionState,
  useReactTable,
} from '@tanstack/react-table';
import { useTranslation } from '@abacus/shared/i18n-react';
import { Spinner } from '@abacus/shared';
import { sortStateOf, toggledOrdering } from './list-params';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The server's ordering key of this column: its header becomes a sort button. */
    sortKey?: string;
    className?: string;
    /** Used only for typing TData and TValue together. */
    _types?: [TData, TValue];
  }
}

export interface DataTableProps<Row> {
  caption: string;
  // biome-ignore lint/suspicious/noExplicitAny: column values are of every type
  columns: ColumnDef<Row, any>[];
  rows: Row[] | undefined;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  rowId: (row: Row) => string;
  emptyText?: string;
  rowClassName?: (row: Row) => string | undefined;
  selection?: { selected: RowSelectionState; onChange: (next: RowSelectionState) => void };
  ordering?: { value: string | null; onChange: (next: string | null) => void };
}

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { caption, columns, rows, status, onRetry, rowId, emptyText, rowClassName, selection, ordering } = props;
  const { t } = useTranslation('admin');
  const table = useReactTable({
    data: rows ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowId,
    manualSorting: true,
    enableRowSelection: Boolean(selection),
    state: { rowSelection: selection?.selected ?? {} },
    onRowSelectionChange: (updater) => {
      if (!selection) return;
      selection.onChange(typeof updater === 'function' ? updater(selection.selected) : updater);
    },
  });

  if (status === 'pending') {
    return (
      <div className="admin-table-state" aria-busy="true">
        <Spinner label={t('list.loading')} />
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className="admin-table-state" role="alert">
        <p>{t('list.error')}</p>
        <button type="button" className="ui-btn" onClick={onRetry}>
          {t('list.retry')}
        </button>
      </div>
    );
  }
  const tableRows = table.getRowModel().rows;
  if (tableRows.length === 0) {
    return (
      <div className="admin-table-state">
        <p>{emptyText ?? t('list.empty')}</p>
      </div>
    );
  }

  const headerLabel = (columnId: string) => {
    const header = table.getColumn(columnId)?.columnDef.header;
    return typeof header === 'string' ? header : '';
  };

  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="ui-visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {selection && (
                <th scope="col" className="admin-table__select">
                  <input
                    type="checkbox"
                    aria-label={t('list.selectAll')}
                    checked={table.getIsAllRowsSelected()}
                    ref={(box) => {
                      if (box) box.indeterminate = table.getIsSomeRowsSelected();
                    }}
                    onChange={table.getToggleAllRowsSelectedHandler()}
                  />
                </th>
              )}
              {group.headers.map((header) => {
                const sortKey = header.column.columnDef.meta?.sortKey;
                const content = flexRender(header.column.columnDef.header, header.getContext());
                const sort = sortKey && ordering ? sortStateOf(ordering.value, sortKey) : undefined;
                return (
                  <th key={header.id} scope="col" aria-sort={sort} className={header.column.columnDef.meta?.className}>
                    {sortKey && ordering ? (
                      <button
                        type="button"
                        className="admin-table__sort"
                        onClick={() => ordering.onChange(toggledOrdering(ordering.value, sortKey))}
                      >
                        {content}
                        <span aria-hidden="true">
                          {sort === 'ascending' ? ' ▲' : sort === 'descending' ? ' ▼' : ' ↕'}
                        </span>
                      </button>
                    ) : (
                      content
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {tableRows.map((row) => (
            <tr key={row.id} className={rowClassName?.(row.original)} data-row-id={row.id}>
              {selection && (
                <td className="admin-table__select">
                  <input
                    type="checkbox"
                    aria-label={t('list.selectRow', { id: row.id })}
                    checked={row.getIsSelected()}
                    onChange={row.getToggleSelectedHandler()}
                  />
                </td>
              )}
              {row.getVisibleCells().map((cell) => (
                <td
                  key={cell.id}
                  data-label={headerLabel(cell.column.id)}
                  className={cell.column.columnDef.meta?.className}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
