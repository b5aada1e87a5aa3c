// The discounts table (spec 002 "Admin discounts page"): ID, the franchise (a link to its profile), start, end,
// discount % and, for the super franchise, Delete.
import type { TFunction } from 'i18next';
import { createColumnHelper, isoToShown } from '@abacus/admin-kit';
import { RouteLink } from '@/components/route-link';
import type { DiscountRow } from '../api/discounts';
import { DeleteDiscountAction } from '../components/delete-discount-action';

const column = createColumnHelper<DiscountRow>();

export const ownerName = (f: DiscountRow['franchise']) =>
  [f.last_name, f.first_name, f.middle_name].filter(Boolean).join(' ') || f.email;

export const discountColumns = (t: TFunction, canDelete: boolean) => [
  column.accessor('id', { header: t('discounts.columns.id'), meta: { className: 'staff-col-id' } }),
  column.display({
    id: 'franchise',
    header: t('discounts.columns.franchise'),
    cell: ({ row: { original } }) => (
      <RouteLink to={`/dashboard/profile/${original.franchise.id}`} className="staff-link">
        {ownerName(original.franchise)}
      </RouteLink>
    ),
  }),
  column.accessor('start', { header: t('discounts.columns.start'), cell: ({ getValue }) => isoToShown(getValue()) }),
  column.accessor('end', { header: t('discounts.columns.end'), cell: ({ getValue }) => isoToShown(getValue()) }),
  column.accessor('value', { header: t('discounts.columns.value'), cell: ({ getValue }) => `${getValue()} %` }),
  ...(canDelete
    ? [
        column.display({
          id: 'actions',
          header: t('discounts.columns.actions'),
          cell: ({ row: { original } }) => <DeleteDiscountAction row={original} />,
        }),
      ]
    : []),
];
