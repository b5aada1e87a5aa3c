// The franchise list's payment amount and turnover: what the franchise owes for last month and its students' turnover,
// from its finance report (loaded per row, after the list), with a link to the report.
import { useTranslation } from '@abacus/shared/i18n-react';
import { formatMoney, previousMonth } from '@abacus/contract/finance';
import { RouteLink } from '@/components/route-link';
import { useFranchiseLastMonth } from '../api/get-franchise-month';

export function FranchiseMoneyCell({ franchise }: { franchise: number }) {
  const { t, i18n } = useTranslation('staff');
  const month = useFranchiseLastMonth(franchise);
  const { year, month: m } = previousMonth(new Date());
  const label = new Date(year, m - 1, 1).toLocaleDateString(i18n.language === 'ua' ? 'uk' : i18n.language, {
    month: 'long',
    year: 'numeric',
  });
  if (month.isPending) return <span className="staff-muted">…</span>;
  if (month.isError || !month.data) return <span className="staff-muted">—</span>;
  const { total, turnover, currency } = month.data;
  return (
    <dl className="staff-statistic">
      <div>
        <dt>{t('lists.money.toPay', { month: label })}</dt>
        <dd dir="ltr">
          <RouteLink to={`/dashboard/reports/${franchise}?month=${m}&year=${year}`} className="staff-link">
            {formatMoney(total, currency)}
          </RouteLink>
        </dd>
      </div>
      <div>
        <dt>{t('lists.money.turnover')}</dt>
        <dd dir="ltr">{formatMoney(turnover, currency)}</dd>
      </div>
    </dl>
  );
}
