// The restore table's columns (spec 002 "Restore screen"): ID, Person, Role, the i$ balance of students, Restore.
import type { TFunction } from 'i18next';
import { createColumnHelper } from '@abacus/admin-kit';
import type { RestoreRow } from '../api/get-restore-list';
import { BalanceAction } from '../components/balance-action';
import { RestoreAction } from '../components/restore-action';
import { personName } from '../model/person-name';

const column = createColumnHelper<RestoreRow>();

export const restoreColumns = (t: TFunction) => [
  column.accessor('id', { header: t('restore.columns.id'), meta: { className: 'staff-col-id' } }),
  column.display({
    id: 'person',
    header: t('restore.columns.person'),
    cell: ({ row: { original } }) => (
      <span className="restore-person">
        <strong>{personName(original)}</strong>
        <span className="staff-muted">{original.email}</span>
      </span>
    ),
  }),
  column.display({
    id: 'role',
    header: t('restore.columns.role'),
    cell: ({ row: { original } }) => t(`restore.roles.${original.role}`),
  }),
  column.display({
    id: 'balance',
    header: t('restore.columns.balance'),
    cell: ({ row: { original } }) =>
      original.indigo_dollars === null ? (
        ''
      ) : (
        <BalanceAction id={original.id} balance={original.indigo_dollars} name={personName(original)} />
      ),
  }),
  column.display({
    id: 'actions',
    header: t('restore.columns.actions'),
    cell: ({ row: { original } }) => <RestoreAction row={original} />,
  }),
];
