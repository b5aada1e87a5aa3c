import { useTranslation } from '@abacus/shared/i18n-react';
import { isWarning, secondsShown, ticksLeft } from '../model/columns-timer';

interface Props {
  timerCount: number;
  ticks: number;
}

/** The round timer: whole seconds left, in the warning style from 3 s down. */
export function ColumnsTimerBadge({ timerCount, ticks }: Props) {
  const { t } = useTranslation('games');
  const left = ticksLeft(timerCount, ticks);
  const warning = isWarning(left);
  return (
    <p
      className={`columns-timer${warning ? ' columns-timer--warning' : ''}`}
      data-testid="columns-timer"
      data-warning={warning}
    >
      <svg className="columns-timer__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <circle cx="12" cy="13" r="8" fill="none" stroke="currentColor" strokeWidth="2.4" />
        <path d="M12 9v4l2.5 2.5M9.5 2.5h5" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <span className="ui-visually-hidden">{`${t('columns.timeLeft')}: `}</span>
      <span className="columns-timer__seconds">{secondsShown(left)}</span>
    </p>
  );
}
