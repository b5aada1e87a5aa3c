// /dashboard/discounts (spec 002 "Admin discounts page"): the super franchise's table of discounts with Add and
// Delete; a master franchise or franchise who opens it reads their own subtree's discounts.
import { useMemo } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { ListView, useListParams } from '@abacus/admin-kit';
import { useViewer } from '@/lib/session/use-viewer';
import { useDiscounts } from '../api/discounts';
import { discountColumns } from '../columns/discount-columns';
import { AddDiscountAction } from './add-discount-action';

export function DiscountsPage() {
  const { t } = useTranslation('staff');
  const manages = useViewer().role === 'super_franchise';
  const list = useListParams();
  const query = useDiscounts(list);
  const columns = useMemo(() => discountColumns(t, manages), [t, manages]);
  return (
    <section className="staff-page">
      <h2 className="staff-page__title">{t('menu.discounts')}</h2>
      {manages && (
        <p className="staff-page__links">
          <AddDiscountAction />
        </p>
      )}
      <ListView
        caption={t('discounts.caption')}
        list={list}
        query={query}
        columns={columns}
        rowId={(row) => String(row.id)}
        emptyText={t('discounts.empty')}
        searchLabel={t('discounts.search')}
      />
    </section>
  );
}
