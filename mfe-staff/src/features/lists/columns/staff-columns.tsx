// The master franchise, franchise and teacher lists' columns (spec 002 section 2 "Lists"): the person, whose they
// are, and the counts of their subtree, each count opening the list below it.
import type { TFunction } from 'i18next';
import { createColumnHelper } from '@abacus/admin-kit';
import { RouteLink } from '@/components/route-link';
import { formatDate } from '@/lib/dates/format-date';
import type { StaffListRole, StaffRow } from '../api/get-staff';
import { BlockAction } from '../components/block-action';
import { FranchiseMoneyCell } from '../components/franchise-money-cell';
import { PersonCell, personName } from '../components/person-cell';
import { SendInvoiceAction } from '../components/send-invoice-action';
import { SendMailAction } from '../components/send-mail-action';
import { termLines } from '../model/franchise-terms';
import { drillDown } from '../model/list-filters';

const column = createColumnHelper<StaffRow>();

/** The list a row's own people are in: a master franchise's franchises, a franchise's teachers... */
const BELOW: Record<StaffListRole, 'franchise' | 'teacher' | 'group'> = {
  master_franchise: 'franchise',
  franchise: 'teacher',
  teacher: 'group',
};

function StatisticCell({ row, role, t }: { row: StaffRow; role: StaffListRole; t: TFunction }) {
  const s = row.statistic;
  const below = BELOW[role];
  const belowCount = { franchise: s.franchises_total, teacher: s.teachers_total, group: s.groups_total }[below];
  // Counts in words ("1 active, 0 blocked") wrap under their label in a phone's card rather than run off it.
  return (
    <dl className="staff-statistic staff-statistic--text">
      <div>
        <dt>{t(`lists.statistic.${below}`)}</dt>
        <dd>
          <RouteLink to={drillDown(below, 'parent', row.id)} className="staff-link">
            {belowCount}
          </RouteLink>
        </dd>
      </div>
      {role === 'master_franchise' && (
        <div>
          <dt>{t('lists.statistic.teacher')}</dt>
          <dd>{s.teachers_total}</dd>
        </div>
      )}
      {role !== 'teacher' && (
        <div>
          <dt>{t('lists.statistic.group')}</dt>
          <dd>{s.groups_total}</dd>
        </div>
      )}
      <div>
        <dt>{t('lists.statistic.students')}</dt>
        <dd>{t('lists.statistic.studentsCounts', { active: s.students_active, blocked: s.students_inactive })}</dd>
      </div>
      <div>
        <dt>{t('lists.statistic.parents')}</dt>
        <dd>{s.parents_total}</dd>
      </div>
    </dl>
  );
}

function TermsCell({ row, t }: { row: StaffRow; t: TFunction }) {
  if (!row.terms) return null;
  return (
    <dl className="staff-statistic">
      {termLines(row.terms).map((line) => (
        <div key={line.key}>
          <dt>{t(`lists.terms.${line.key}`, line.values ?? {})}</dt>
          {line.value && <dd dir="ltr">{line.value}</dd>}
        </div>
      ))}
    </dl>
  );
}

export const staffColumns = (t: TFunction, role: StaffListRole, deactivated: boolean) => [
  column.accessor('id', { header: t('lists.columns.id'), meta: { className: 'staff-col-id' } }),
  column.display({
    id: 'person',
    header: t('lists.columns.person'),
    cell: ({ row: { original } }) => <PersonCell person={original} />,
  }),
  ...(role === 'master_franchise'
    ? []
    : [
        column.display({
          id: 'owner',
          header: t(`lists.columns.owner.${role}`),
          cell: ({ row: { original } }) =>
            original.parent ? personName(original.parent) : <span className="staff-muted">—</span>,
        }),
      ]),
  column.accessor('region', {
    header: t('lists.columns.region'),
    cell: ({ getValue }) => getValue() || <span className="staff-muted">—</span>,
  }),
  ...(role === 'franchise' && !deactivated
    ? [
        column.display({
          id: 'payment',
          header: t('lists.columns.payment'),
          cell: ({ row: { original } }) => <FranchiseMoneyCell franchise={original.id} />,
        }),
      ]
    : []),
  ...(role === 'teacher'
    ? []
    : [
        column.display({
          id: 'terms',
          header: t('lists.columns.finances'),
          cell: ({ row: { original } }) => <TermsCell row={original} t={t} />,
        }),
      ]),
  column.display({
    id: 'statistic',
    header: t('lists.columns.statistic'),
    cell: ({ row: { original } }) => <StatisticCell row={original} role={role} t={t} />,
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
          cell: ({ row: { original } }) => (
            <span className="staff-actions">
              {role !== 'teacher' && (
                <RouteLink to={`/dashboard/reports/${original.id}`} className="ui-btn ui-btn--ghost staff-action">
                  {t('lists.actions.finance')}
                </RouteLink>
              )}
              <SendMailAction to={original.id} name={personName(original)} />
              {role === 'franchise' && <SendInvoiceAction franchise={original.id} name={personName(original)} />}
              <BlockAction person={original} />
            </span>
          ),
        }),
      ]),
];
