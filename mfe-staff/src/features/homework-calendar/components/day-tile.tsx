// One day of the calendar: Create on an empty day; on a day with homework its games, its progress (a group's: how
// many students finished it; a student's: their status), Edit, Copy, Delete and Results. A student's day that holds
// their group's homework only links to the group's calendar, where it is changed.
import { useTranslation } from '@abacus/shared/i18n-react';
import { slideMonth } from '@abacus/contract/homework';
import { RouteLink } from '@/components/route-link';
import { type CalendarTarget, calendarPath, editorPath } from '../model/calendar-target';
import { type DayTile, doneShare } from '../model/day-tiles';

export type DayAction = 'copy' | 'delete' | 'results';

interface Props {
  tile: DayTile;
  target: CalendarTarget;
  slide: number;
  onAction: (action: DayAction, tile: DayTile) => void;
}

export function DayTileView({ tile, target, slide, onAction }: Props) {
  const { t } = useTranslation('staff');
  const { homework, order } = tile;
  const day = { ...slideMonth(slide), order };
  const headingId = `homework-day-${order}`;
  const state = !homework ? 'empty' : tile.fromGroup ? 'group' : 'set';
  return (
    <li className={`hw-day hw-day--${state}`} data-testid={headingId} aria-labelledby={headingId}>
      <h4 className="hw-day__title" id={headingId}>
        {t('homeworkCalendar.days.day', { order })}
      </h4>
      {!homework && (
        <>
          <p className="hw-day__info hw-day__info--muted">{t('homeworkCalendar.days.empty')}</p>
          <div className="hw-day__actions">
            <RouteLink className="ui-btn hw-day__btn" to={editorPath(target, day)}>
              {t('homeworkCalendar.actions.create')}
            </RouteLink>
          </div>
        </>
      )}
      {homework && (
        <p className="hw-day__info">
          {homework.matific
            ? t('homeworkCalendar.days.matific')
            : t('homeworkCalendar.days.games', { count: homework.games_count })}
        </p>
      )}
      {homework && target.kind === 'group' && (
        <p className="hw-day__progress">
          <span>
            {t('homeworkCalendar.days.done', { done: homework.students_done, total: homework.students_total })}
          </span>
          <span className="hw-day__bar" aria-hidden="true">
            <span style={{ inlineSize: `${Math.round(doneShare(homework) * 100)}%` }} />
          </span>
        </p>
      )}
      {homework && target.kind === 'user' && homework.complete_status !== null && (
        <p className={`hw-day__status hw-day__status--${homework.complete_status}`}>
          {t(`homeworkCalendar.days.status.${homework.complete_status}`)}
        </p>
      )}
      {homework && tile.fromGroup && homework.group !== null && (
        <>
          <p className="hw-day__info hw-day__info--muted">{t('homeworkCalendar.days.fromGroup')}</p>
          <div className="hw-day__actions">
            <RouteLink className="staff-link" to={calendarPath({ kind: 'group', id: homework.group }, slide)}>
              {t('homeworkCalendar.days.groupCalendar')}
            </RouteLink>
          </div>
        </>
      )}
      {homework && !tile.fromGroup && (
        <div className="hw-day__actions">
          <RouteLink className="ui-btn hw-day__btn" to={editorPath(target, day, homework.id)}>
            {t('homeworkCalendar.actions.edit')}
          </RouteLink>
          <button type="button" className="ui-btn ui-btn--ghost hw-day__btn" onClick={() => onAction('copy', tile)}>
            {t('homeworkCalendar.actions.copy')}
          </button>
          <button type="button" className="ui-btn ui-btn--ghost hw-day__btn" onClick={() => onAction('results', tile)}>
            {t('homeworkCalendar.actions.results')}
          </button>
          <button
            type="button"
            className="ui-btn ui-btn--ghost hw-day__btn hw-day__btn--danger"
            onClick={() => onAction('delete', tile)}
          >
            {t('homeworkCalendar.actions.delete')}
          </button>
        </div>
      )}
    </li>
  );
}
