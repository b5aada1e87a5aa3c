// The student list's columns (spec 002 section 2 "Lists", "Student table").
import type { TFunction } from 'i18next';
import { createColumnHelper } from '@abacus/admin-kit';
import { RouteLink } from '@/components/route-link';
import { formatDate } from '@/lib/dates/format-date';
import type { StudentRow } from '../api/get-students';
import { BlockAction } from '../components/block-action';
import { HomeworkLink } from '../components/homework-link';
import { IndigoAction } from '../components/indigo-action';
import { LessonsAction } from '../components/lessons-action';
import { PersonCell, personName } from '../components/person-cell';
import { cabinetLink, drillDown } from '../model/list-filters';

const column = createColumnHelper<StudentRow>();

export const studentColumns = (t: TFunction, deactivated: boolean, statistics = false) => [
  column.accessor('id', { header: t('lists.columns.id'), meta: { className: 'staff-col-id' } }),
  column.display({
    id: 'person',
    header: t('lists.columns.person'),
    cell: ({ row: { original: student } }) => (
      <PersonCell person={student}>
        <RouteLink to={cabinetLink(student.id)} className="staff-link">
          {t('lists.actions.toCabinet')}
        </RouteLink>
      </PersonCell>
    ),
  }),
  column.display({
    id: 'group',
    header: t('lists.columns.group'),
    cell: ({ row: { original: student } }) =>
      student.group ? (
        <RouteLink to={drillDown('student', 'group', student.group.id)} className="staff-link">
          {student.group.name}
        </RouteLink>
      ) : (
        <span className="staff-muted">{t('lists.noGroup')}</span>
      ),
  }),
  column.display({
    id: 'parent',
    header: t('lists.columns.parent'),
    cell: ({ row: { original: student } }) =>
      student.parent ? (
        <RouteLink to={drillDown('student', 'parent', student.parent.id)} className="staff-link">
          {personName(student.parent)}
        </RouteLink>
      ) : (
        <span className="staff-muted">—</span>
      ),
  }),
  ...(deactivated
    ? []
    : [
        column.display({
          id: 'homework',
          header: t('lists.columns.homework'),
          cell: ({ row: { original: student } }) => <HomeworkLink target={{ user: student.id }} />,
        }),
      ]),
  ...(statistics
    ? [
        column.display({
          id: 'statistic',
          header: t('lists.statistics.column'),
          cell: ({ row: { original: student } }) => (
            <dl className="staff-statistic">
              <div>
                <dt>{t('lists.statistics.games')}</dt>
                <dd>{student.statistic?.games_total ?? 0}</dd>
              </div>
              <div>
                <dt>{t('lists.statistics.homeworks')}</dt>
                <dd>{student.statistic?.homeworks_left ?? '—'}</dd>
              </div>
            </dl>
          ),
        }),
      ]
    : []),
  ...(deactivated
    ? [
        column.accessor('date_deactivated', {
          header: t('lists.columns.dateDeactivated'),
          cell: ({ getValue }) => formatDate(getValue()),
        }),
      ]
    : [
        column.display({
          id: 'actions',
          header: t('lists.columns.actions'),
          cell: ({ row: { original } }) => (
            <div className="staff-actions">
              {original.is_active && <LessonsAction target={{ user: original.id }} name={personName(original)} />}
              {original.is_active && <IndigoAction target={{ user: original.id }} name={personName(original)} />}
              <BlockAction person={original} student />
            </div>
          ),
        }),
      ]),
];
