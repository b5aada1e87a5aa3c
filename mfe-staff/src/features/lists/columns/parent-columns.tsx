// The parent list's columns (spec 002 section 2 "Lists", "Parent table"): the parent and their children with
// their groups.
import type { TFunction } from 'i18next';
import { createColumnHelper } from '@abacus/admin-kit';
import { RouteLink } from '@/components/route-link';
import { formatDate } from '@/lib/dates/format-date';
import type { ParentRow } from '../api/get-parents';
import { BlockAction } from '../components/block-action';
import { PersonCell, personName } from '../components/person-cell';
import { cabinetLink, drillDown } from '../model/list-filters';

const column = createColumnHelper<ParentRow>();

export const parentColumns = (t: TFunction, deactivated: boolean) => [
  column.accessor('id', { header: t('lists.columns.id'), meta: { className: 'staff-col-id' } }),
  column.display({
    id: 'person',
    header: t('lists.columns.parent'),
    cell: ({ row: { original: parent } }) => <PersonCell person={parent} />,
  }),
  column.display({
    id: 'children',
    header: t('lists.columns.children'),
    cell: ({ row: { original: parent } }) =>
      parent.children.length === 0 ? (
        <span className="staff-muted">—</span>
      ) : (
        <ul className="staff-children">
          {parent.children.map((child) => (
            <li key={child.id}>
              <RouteLink to={cabinetLink(child.id)} className="staff-link">
                {personName(child)}
              </RouteLink>
              {child.group !== null && (
                <>
                  {' · '}
                  <RouteLink to={drillDown('student', 'group', child.group)} className="staff-link">
                    {child.group_name}
                  </RouteLink>
                </>
              )}
            </li>
          ))}
        </ul>
      ),
  }),
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
          cell: ({ row: { original } }) => <BlockAction person={original} />,
        }),
      ]),
];
