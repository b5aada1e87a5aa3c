import { useTranslation } from '@abacus/shared/i18n-react';
import type { DayStatistic } from '../api/get-day-statistic';
import '../statistic.css';

interface Props {
  /** Undefined while loading or when the day could not be loaded (the spec ignores that silently). */
  day: DayStatistic['today'] | undefined;
  busy?: boolean;
}

/** Played and correct answers of one day, as two big tiles. */
export function DayFigures({ day, busy = false }: Props) {
  const { t } = useTranslation('student');
  return (
    <dl className="day-figures" aria-busy={busy} data-testid="day-figures">
      <div className="day-figures__tile day-figures__tile--played">
        <dt>{t('statistic.played')}</dt>
        <dd data-testid="day-played">{day?.total ?? '—'}</dd>
      </div>
      <div className="day-figures__tile day-figures__tile--correct">
        <dt>{t('statistic.correct')}</dt>
        <dd data-testid="day-correct">{day?.right_answers ?? '—'}</dd>
      </div>
    </dl>
  );
}
