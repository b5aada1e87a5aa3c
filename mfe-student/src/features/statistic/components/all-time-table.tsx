import { useTranslation } from '@abacus/shared/i18n-react';
import type { DayStatistic } from '../api/get-day-statistic';
import { ALL_TIME_ROWS } from '../model/all-time';
import '../statistic.css';

/** Answers per kind of game since the start, and the overall totals. */
export function AllTimeTable({ allTime }: { allTime: DayStatistic['all_time'] | undefined }) {
  const { t } = useTranslation('student');
  const value = (n: number | undefined) => n ?? '—';
  return (
    <table className="all-time" data-testid="all-time">
      <caption>{t('statistic.allTime.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('statistic.allTime.game')}</th>
          <th scope="col">{t('statistic.allTime.answers')}</th>
        </tr>
      </thead>
      <tbody>
        {ALL_TIME_ROWS.map((row) => (
          <tr key={row.field} data-field={row.field}>
            <th scope="row">{t(`statistic.allTime.${row.text}`)}</th>
            <td>{value(allTime?.[row.field])}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr data-field="total">
          <th scope="row">{t('statistic.allTime.total')}</th>
          <td>{value(allTime?.total)}</td>
        </tr>
        <tr data-field="total_right">
          <th scope="row">{t('statistic.allTime.correct')}</th>
          <td>{value(allTime?.total_right)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
