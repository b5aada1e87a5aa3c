// The admin kit of the staff and reports remotes (never on the public first load).
export { ADMIN_NAMESPACE, loadAdminTexts, useAdminTexts } from './i18n/admin-texts';
export { ConfirmDialog } from './dialog/confirm-dialog';
export { StudentBlockDialog, type StudentBlockDialogProps } from './dialog/student-block/student-block-dialog';
export { DataTable, type DataTableProps } from './list/data-table';
export { ListView, type ListPage } from './list/list-view';
export { Pager } from './list/pager';
export { SearchBox, LIST_SEARCH_DEBOUNCE_MS } from './list/search-box';
export { useDebouncedValue } from './list/use-debounced-value';
export { useListParams } from './list/use-list-params';
export { readListParams, withListParams, toggledOrdering, type ListParams } from './list/list-params';
export { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
export { failureText, isKnownMessage, translateServerMessage } from './messages/server-message';
export { useSchemaForm } from './form/use-schema-form';
export { applyServerErrors } from './form/server-errors';
export { SchemaForm } from './form/schema-form';
export { Field, type FieldProps, type InputAria } from './form/field';
export {
  CheckboxField,
  CheckboxesField,
  DateField,
  NumberField,
  type Option,
  SelectField,
  TextField,
  TimeField,
} from './form/inputs';
export { AsyncSelectField } from './form/async-select';
export { clampNumberText } from './form/clamp';
export { displayToIso, isoToDisplay, isoToShown } from './form/date-text';
export { Tabs, TabPanel, type TabDef } from './tabs/tabs';
export { Controller, useFormContext, useWatch } from 'react-hook-form';
