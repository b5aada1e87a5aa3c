// The report's month (1-12, named in the page's language) and year (2017 to this year) selects.
import { useId } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { reportYears } from '@abacus/contract/finance';

interface Props {
  month: number;
  year: number;
  now: Date;
  onChange: (period: { month: number; year: number }) => void;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

export function PeriodSelect({ month, year, now, onChange }: Props) {
  const { t } = useTranslation('reports');
  const id = useId();
  return (
    <div className="reports-period">
      <div className="reports-period__field">
        <label htmlFor={`${id}-month`}>{t('page.month')}</label>
        <select
          id={`${id}-month`}
          className="admin-input"
          value={month}
          onChange={(e) => onChange({ month: Number(e.target.value), year })}
        >
          {MONTHS.map((m) => (
            <option key={m} value={m}>
              {t(`months.${m}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="reports-period__field">
        <label htmlFor={`${id}-year`}>{t('page.year')}</label>
        <select
          id={`${id}-year`}
          className="admin-input"
          value={year}
          onChange={(e) => onChange({ month, year: Number(e.target.value) })}
        >
          {reportYears(now).map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
