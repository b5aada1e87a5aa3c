// The rows per price of a report (spec 002 "table_rows"): the month's price, how many students pay it, their
// turnover, PR and royalty.
import type { TFunction } from 'i18next';
import { createColumnHelper } from '@abacus/admin-kit';
import type { FranchiseSummary } from '@abacus/contract/finance-schema';
import type { Currency } from '@abacus/contract/staff';
import { Amount, Figure } from '../components/amount';

type PriceRow = FranchiseSummary['table_rows'][number];
const column = createColumnHelper<PriceRow>();

export const priceColumns = (t: TFunction, currency: Currency | null) => [
  column.accessor('price', {
    header: t('report.prices.price'),
    cell: ({ getValue }) => <Amount value={getValue()} currency={currency} />,
  }),
  column.accessor('students', {
    header: t('report.prices.students'),
    cell: ({ getValue }) => <Figure>{getValue()}</Figure>,
  }),
  column.accessor('turnover', {
    header: t('report.prices.turnover'),
    cell: ({ getValue }) => <Amount value={getValue()} currency={currency} />,
  }),
  column.accessor('pr', {
    header: t('report.prices.pr'),
    cell: ({ getValue }) => <Amount value={getValue()} currency={currency} />,
  }),
  column.accessor('royalty', {
    header: t('report.prices.royalty'),
    cell: ({ getValue }) => <Amount value={getValue()} currency={currency} />,
  }),
];
