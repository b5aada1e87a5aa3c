import { useMemo } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { ListView, useListParams } from '@abacus/admin-kit';
import { useStudentsPage } from '../api/get-students';
import { studentColumns } from '../columns/student-columns';
import type { ListFilters } from '../model/list-filters';
import { blockedRow } from '../model/row-class';
import { narrowedTo } from '../model/narrowed-to';
import { ListToolbar } from './list-toolbar';
import { StatisticsToggle } from './statistics-toggle';

export function StudentsList({ filters }: { filters: ListFilters }) {
  const { t } = useTranslation('staff');
  const list = useListParams();
  const query = useStudentsPage(list, filters);
  const columns = useMemo(
    () => studentColumns(t, filters.deactivated, filters.statistics ?? false),
    [t, filters.deactivated, filters.statistics],
  );
  return (
    <ListView
      caption={t(filters.deactivated ? 'lists.caption.blocked' : 'lists.caption.student')}
      list={list}
      query={query}
      columns={columns}
      rowId={(row) => String(row.id)}
      rowClassName={blockedRow}
      emptyText={t(filters.deactivated ? 'lists.empty.blocked' : 'lists.empty.student')}
      searchLabel={t('lists.search.student')}
      toolbar={
        <>
          <StatisticsToggle />
          <ListToolbar
            listRole="student"
            filters={filters}
            narrowedTo={narrowedTo(query.data?.rows, filters, {
              parent: (row) => row.parent,
              group: (row) => row.group,
            })}
          />
        </>
      }
    />
  );
}
