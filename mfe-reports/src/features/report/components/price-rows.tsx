// The rows per price under the summary (spec 002 section 2: "a franchise summary row plus rows per price").
import { useMemo } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { DataTable } from '@abacus/admin-kit';
import type { FranchiseSummary } from '@abacus/contract/finance-schema';
import { priceColumns } from '../columns/price-columns';

export function PriceRows({ summary }: { summary: FranchiseSummary }) {
  const { t } = useTranslation('reports');
  const columns = useMemo(() => priceColumns(t, summary.currency), [t, summary.currency]);
  if (summary.table_rows.length === 0) return null;
  return (
    <section className="report-prices" data-testid="report-prices">
      <h3 className="report-heading">{t('report.prices.caption')}</h3>
      <DataTable
        caption={t('report.prices.caption')}
        columns={columns}
        rows={summary.table_rows}
        status="success"
        onRetry={() => undefined}
        rowId={(row) => row.price}
      />
    </section>
  );
}
