// The admin kit of the staff and reports remotes (never on the public first load).
export { ADMIN_NAMESPACE, loadAdminTexts, useAdminTexts } from './i18n/admin-texts';
export { ConfirmDialog } from './dialog/confirm-dialog';
export { DataTable, type DataTableProps } from './list/data-table';
export { ListView, type ListPage } from './list/list-view';
export { Pager } from './list/pager';
export { SearchBox, LIST_SEARCH_DEBOUNCE_MS } from './list/search-box';
export { useDebouncedValue } from './list/use-debounced-value';
export { useListParams } from './list/use-list-params';
export { readListParams, withListParams, toggledOrdering, type ListParams } from './list/list-params';
export { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
