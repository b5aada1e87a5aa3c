import { useMemo } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { ListView, useListParams } from '@abacus/admin-kit';
import { type StaffListRole, useStaffPage } from '../api/get-staff';
import { staffColumns } from '../columns/staff-columns';
import type { ListFilters } from '../model/list-filters';
import { blockedRow } from '../model/row-class';
import { narrowedTo } from '../model/narrowed-to';
import { BonusAction } from './bonus-action';
import { ListToolbar } from './list-toolbar';

export function StaffList({ role, filters }: { role: StaffListRole; filters: ListFilters }) {
  const { t } = useTranslation('staff');
  const list = useListParams();
  const query = useStaffPage(role, list, filters);
  const columns = useMemo(() => staffColumns(t, role, filters.deactivated), [t, role, filters.deactivated]);
  return (
    <ListView
      caption={t(filters.deactivated ? 'lists.caption.blocked' : `lists.caption.${role}`)}
      list={list}
      query={query}
      columns={columns}
      rowId={(row) => String(row.id)}
      rowClassName={blockedRow}
      emptyText={t(filters.deactivated ? 'lists.empty.blocked' : `lists.empty.${role}`)}
      searchLabel={t(`lists.search.${role}`)}
      bulkActions={
        role === 'teacher' || filters.deactivated
          ? undefined
          : (selected, clear) => <BonusAction users={selected.map((row) => row.id)} onDone={clear} />
      }
      toolbar={
        <ListToolbar
          listRole={role}
          filters={filters}
          narrowedTo={narrowedTo(query.data?.rows, filters, { parent: (row) => row.parent })}
        />
      }
    />
  );
}
