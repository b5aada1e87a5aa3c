// The student list's "Statistics" switch (spec 002 "Student table": optional statistics; the list's `statistics`
// query): kept in the URL, so Back and reload keep it.
import { useSearchParams } from '@abacus/shared/router';
import { useTranslation } from '@abacus/shared/i18n-react';

export function StatisticsToggle() {
  const { t } = useTranslation('staff');
  const [params, setParams] = useSearchParams();
  const on = params.get('statistics') === 'true';
  return (
    <label className="staff-toggle">
      <input
        type="checkbox"
        checked={on}
        onChange={() =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            if (on) next.delete('statistics');
            else next.set('statistics', 'true');
            return next;
          })
        }
      />
      {t('lists.statistics.toggle')}
    </label>
  );
}
