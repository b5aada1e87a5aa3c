import { useMemo } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { ListView, useListParams } from '@abacus/admin-kit';
import { useParentsPage } from '../api/get-parents';
import { parentColumns } from '../columns/parent-columns';
import type { ListFilters } from '../model/list-filters';
import { blockedRow } from '../model/row-class';
import { ListToolbar } from './list-toolbar';

export function ParentsList({ filters }: { filters: ListFilters }) {
  const { t } = useTranslation('staff');
  const list = useListParams();
  const query = useParentsPage(list, filters);
  const columns = useMemo(() => parentColumns(t, filters.deactivated), [t, filters.deactivated]);
  return (
    <ListView
      caption={t(filters.deactivated ? 'lists.caption.blocked' : 'lists.caption.parent')}
      list={list}
      query={query}
      columns={columns}
      rowId={(row) => String(row.id)}
      rowClassName={blockedRow}
      emptyText={t(filters.deactivated ? 'lists.empty.blocked' : 'lists.empty.parent')}
      searchLabel={t('lists.search.parent')}
      toolbar={<ListToolbar listRole="parent" filters={filters} />}
    />
  );
}
