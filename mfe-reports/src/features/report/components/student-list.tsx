// The franchise's student rows of the month on the admin kit's list: the column filters above it, the text search
// (1 s), sorting on full name, group and teacher, 20 a page, all of it in the URL; blocked students' rows in red.
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { useSearchParams } from '@abacus/shared/router';
import { ListView, useListParams } from '@abacus/admin-kit';
import type { Currency } from '@abacus/contract/staff';
import { useReportStudents } from '../api/get-students';
import { studentColumns } from '../columns/student-columns';
import { blockedRow } from '../model/row-class';
import {
  type FilterChange,
  hasStudentFilters,
  readStudentFilters,
  toStudentQuery,
  withoutStudentFilters,
  withStudentFilters,
} from '../model/student-filters';
import { StudentFilterBar } from './student-filters';

interface Props {
  ownerId: number;
  year: number;
  month: number;
  currency: Currency | null | undefined;
}

export function StudentList({ ownerId, year, month, currency }: Props) {
  const { t } = useTranslation('reports');
  const list = useListParams();
  const [, setParams] = useSearchParams();
  const filters = useMemo(() => readStudentFilters(list.params), [list.params]);
  const query = useReportStudents(toStudentQuery({ ownerId, year, month }, filters, list));
  const columns = useMemo(() => studentColumns(t, currency), [t, currency]);
  const filtered = hasStudentFilters(filters, list.search);

  // One handler for the list's life: the router's setter changes with every URL, and the name box reports its text
  // again whenever its handler changes (which would undo Reset filters or Back). A typed name replaces the history
  // entry; a chosen filter adds one, so Back walks through them.
  const setParamsRef = useRef(setParams);
  setParamsRef.current = setParams;
  const changeFilters = useCallback(
    (changes: FilterChange) =>
      setParamsRef.current((current) => withStudentFilters(current, changes), { replace: 'name' in changes }),
    [],
  );
  // Reset filters also clears what was typed and not yet searched for (the boxes start again).
  const [resets, setResets] = useState(0);
  const reset = () => {
    setResets((n) => n + 1);
    setParams((current) => withoutStudentFilters(current));
  };
  return (
    <section className="report-students" data-testid="report-students">
      <h3 className="report-heading">{t('report.students.caption')}</h3>
      <StudentFilterBar
        key={`filters-${resets}`}
        filters={filters}
        choices={query.data?.filters}
        currency={currency}
        onChange={changeFilters}
        onReset={reset}
        canReset={filtered}
      />
      <ListView
        key={`list-${resets}`}
        caption={t('report.students.caption')}
        list={list}
        query={query}
        columns={columns}
        rowId={(row) => String(row.id)}
        rowClassName={blockedRow}
        emptyText={filtered ? t('report.students.noMatches') : t('report.students.empty')}
        searchLabel={t('report.students.search')}
      />
    </section>
  );
}
