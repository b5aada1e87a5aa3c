// The 20 days of the shown slide over the slide's picture, with the month's loading and error states.
import { useTranslation } from '@abacus/shared/i18n-react';
import { Spinner } from '@abacus/shared';
import { useSlideHomeworks } from '../api/get-homeworks';
import type { CalendarTarget } from '../model/calendar-target';
import { type DayTile, dayTiles } from '../model/day-tiles';
import { type DayAction, DayTileView } from './day-tile';
import { homeworkErrorText } from './error-text';
import { SlideBackground } from './slide-background';

interface Props {
  target: CalendarTarget;
  slide: number;
  month: string;
  onAction: (action: DayAction, tile: DayTile) => void;
}

export function DayBoard({ target, slide, month, onAction }: Props) {
  const { t } = useTranslation('staff');
  const homeworks = useSlideHomeworks(target, slide);
  return (
    <div className="hw-board" aria-busy={homeworks.isFetching}>
      <SlideBackground slide={slide} />
      {homeworks.isPending && (
        <div className="hw-board__state">
          <Spinner label={t('common:loading')} />
        </div>
      )}
      {homeworks.isError && (
        <div className="hw-board__state" role="alert">
          <p>{t('homeworkCalendar.days.loadFailed')}</p>
          <p>{homeworkErrorText(homeworks.error, t)}</p>
          <button type="button" className="ui-btn" onClick={() => void homeworks.refetch()}>
            {t('homeworkCalendar.days.retry')}
          </button>
        </div>
      )}
      {homeworks.data && (
        <ol className="hw-days" aria-label={t('homeworkCalendar.days.label', { month })}>
          {dayTiles(homeworks.data, target).map((tile) => (
            <DayTileView key={tile.order} tile={tile} target={target} slide={slide} onAction={onAction} />
          ))}
        </ol>
      )}
    </div>
  );
}
