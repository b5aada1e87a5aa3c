import { useMemo } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { ListView, useListParams } from '@abacus/admin-kit';
import { useGroupsPage } from '../api/get-groups';
import { groupColumns } from '../columns/group-columns';
import type { ListFilters } from '../model/list-filters';
import { narrowedTo } from '../model/narrowed-to';
import { ListToolbar } from './list-toolbar';

export function GroupsList({ filters }: { filters: ListFilters }) {
  const { t, i18n } = useTranslation('staff');
  const list = useListParams();
  const query = useGroupsPage(list, filters);
  const columns = useMemo(() => groupColumns(t, i18n.language), [t, i18n.language]);
  return (
    <ListView
      caption={t('lists.caption.group')}
      list={list}
      query={query}
      columns={columns}
      rowId={(row) => String(row.id)}
      emptyText={t('lists.empty.group')}
      searchLabel={t('lists.search.group')}
      toolbar={
        <ListToolbar
          listRole="group"
          filters={filters}
          canBlock={false}
          narrowedTo={narrowedTo(query.data?.rows, filters, { parent: (row) => row.teacher })}
        />
      }
    />
  );
}
