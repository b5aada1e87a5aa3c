// The franchises of a master franchise's (or the network's) report, one row each: the name (to that franchise's
// report of the same month), region, students, turnover, PR, royalty, discount and what it owes, in its currency.
import type { TFunction } from 'i18next';
import { createColumnHelper } from '@abacus/admin-kit';
import type { FranchiseSummary } from '@abacus/contract/finance-schema';
import { Amount, Figure } from '../components/amount';
import { AppLink } from '../components/app-link';
import { franchiseReportLink } from '../model/links';

const column = createColumnHelper<FranchiseSummary>();

export const franchiseColumns = (t: TFunction) => [
  column.accessor('full_name', {
    header: t('report.franchises.name'),
    cell: ({ row: { original: f } }) => (
      <div className="report-person">
        <AppLink to={franchiseReportLink(f.id, f.year, f.month)}>
          <strong>{f.full_name || f.email}</strong>
        </AppLink>
        {f.blank && <span className="report-muted">{t('report.franchises.blank')}</span>}
      </div>
    ),
  }),
  column.accessor('region', { header: t('report.franchises.region'), cell: ({ getValue }) => getValue() || '—' }),
  column.display({
    id: 'students',
    header: t('report.franchises.students'),
    cell: ({ row: { original: f } }) => (
      <Figure>{`${f.students.total} (${f.students.active} / ${f.students.inactive})`}</Figure>
    ),
  }),
  column.accessor('turnover', {
    header: t('report.franchises.turnover'),
    cell: ({ row: { original: f } }) => <Amount value={f.turnover} currency={f.currency} />,
  }),
  column.accessor('pr_sum', {
    header: t('report.franchises.pr'),
    cell: ({ row: { original: f } }) => <Amount value={f.pr_sum} currency={f.currency} />,
  }),
  column.accessor('royalty_sum', {
    header: t('report.franchises.royalty'),
    cell: ({ row: { original: f } }) => <Amount value={f.royalty_sum} currency={f.currency} />,
  }),
  column.accessor('discount_sum', {
    header: t('report.franchises.discount'),
    cell: ({ row: { original: f } }) => <Amount value={f.discount_sum} currency={f.currency} />,
  }),
  column.accessor('total', {
    header: t('report.franchises.total'),
    cell: ({ row: { original: f } }) => (
      <strong>
        <Amount value={f.total} currency={f.currency} />
      </strong>
    ),
  }),
];
