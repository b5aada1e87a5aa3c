// The copy modal (spec 002 "Copy modal: slide arrows and a day picker"): months to browse with arrows (slide 64 wraps
// to 1 and back), the 20 days of the shown month with those already holding homework disabled, the chosen days of
// every month, at least one; a refusal is shown as text in the modal and its days become unavailable.
import { useId, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { nextSlide, PUZZLE_TILES, previousSlide, slideOf } from '@abacus/contract/homework';
import type { HomeworkSummary } from '@abacus/contract/homework-schema';
import { errorBody, Modal, Spinner, toast } from '@abacus/shared';
import { useCopyHomework } from '../api/copy-homework';
import { useSlideHomeworks } from '../api/get-homeworks';
import { slideTitle } from '../model/calendar-slides';
import type { CalendarTarget } from '../model/calendar-target';
import { type CopyDay, copyBody, dayKey, isChosen, refusedDays, slideDay, toggleDay } from '../model/copy-days';
import { takenOrders } from '../model/day-tiles';
import { homeworkErrorText, messageText } from './error-text';

interface Props {
  target: CalendarTarget;
  homework: HomeworkSummary;
  /** The calendar's slide: the modal opens on it. */
  slide: number;
  onClose: () => void;
}

export function CopyDialog({ target, homework, slide: startSlide, onClose }: Props) {
  const { t, i18n } = useTranslation('staff');
  const id = useId();
  const [slide, setSlide] = useState(startSlide);
  const [chosen, setChosen] = useState<CopyDay[]>([]);
  const [refused, setRefused] = useState<CopyDay[]>([]);
  const [error, setError] = useState<string>();
  const month = useSlideHomeworks(target, slide);
  const copy = useCopyHomework(homework.id);
  const taken = month.data ? takenOrders(month.data, target) : null;
  const monthName = (n: number) => slideTitle(n, i18n.language);
  const dayName = (day: CopyDay) => {
    const n = slideOf(day.year, day.month);
    return t('homeworkCalendar.copy.chosenDay', { month: n === null ? '' : monthName(n), order: day.order });
  };

  // A change of the chosen days answers the last message ("Choose at least one day"): it goes.
  const choose = (day: CopyDay) => {
    setChosen(toggleDay(chosen, day));
    setError(undefined);
  };

  const submit = () => {
    const checked = copyBody(homework, chosen);
    if ('message' in checked) {
      setError(messageText(checked.message, t));
      return;
    }
    setError(undefined);
    copy.mutate(checked.body, {
      onSuccess: (created) => {
        toast('success', t('homeworkCalendar.copy.done', { count: created.length }));
        onClose();
      },
      onError: (failure) => {
        setError(homeworkErrorText(failure, t));
        const days = refusedDays(errorBody(failure));
        setRefused((before) => [...before, ...days]);
        setChosen((before) => before.filter((day) => !isChosen(days, day)));
      },
    });
  };

  return (
    <Modal
      title={t('homeworkCalendar.copy.title', { order: homework.order })}
      onClose={copy.isPending ? undefined : onClose}
      testId="homework-copy-dialog"
    >
      <div className="hw-copy">
        <p className="hw-copy__lead">{t('homeworkCalendar.copy.lead')}</p>
        <div className="hw-copy__month">
          <button
            type="button"
            className="ui-btn ui-btn--ghost hw-arrow"
            aria-label={t('homeworkCalendar.copy.previous')}
            onClick={() => setSlide(previousSlide(slide))}
          >
            <span aria-hidden="true" className="ui-dir-arrow">
              ‹
            </span>
          </button>
          <strong id={`${id}-month`} aria-live="polite">
            {monthName(slide)}
          </strong>
          <button
            type="button"
            className="ui-btn ui-btn--ghost hw-arrow"
            aria-label={t('homeworkCalendar.copy.next')}
            onClick={() => setSlide(nextSlide(slide))}
          >
            <span aria-hidden="true" className="ui-dir-arrow">
              ›
            </span>
          </button>
        </div>
        <fieldset className="hw-copy__days" aria-busy={month.isPending}>
          <legend>{t('homeworkCalendar.copy.daysOf', { month: monthName(slide) })}</legend>
          {month.isPending && <Spinner label={t('common:loading')} />}
          {month.isError && (
            <p className="admin-form__error" role="alert">
              {t('homeworkCalendar.copy.loadFailed')}
            </p>
          )}
          {taken && (
            <ul className="hw-copy__grid">
              {Array.from({ length: PUZZLE_TILES }, (_, i) => {
                const day = slideDay(slide, i + 1);
                const blocked = taken.has(day.order) || isChosen(refused, day);
                return (
                  <li key={dayKey(day)}>
                    <label className={`hw-copy__day${blocked ? ' hw-copy__day--taken' : ''}`}>
                      <input
                        type="checkbox"
                        checked={!blocked && isChosen(chosen, day)}
                        disabled={blocked || copy.isPending}
                        onChange={() => choose(day)}
                      />
                      <span aria-hidden="true">{day.order}</span>
                      <span className="ui-visually-hidden">{t('homeworkCalendar.days.day', { order: day.order })}</span>
                      {blocked && <span className="ui-visually-hidden">({t('homeworkCalendar.copy.taken')})</span>}
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
        </fieldset>
        <section className="hw-copy__chosen" aria-labelledby={`${id}-chosen`}>
          <h3 id={`${id}-chosen`}>{t('homeworkCalendar.copy.chosen')}</h3>
          {chosen.length === 0 ? (
            <p className="staff-muted">{t('homeworkCalendar.copy.none')}</p>
          ) : (
            <ul className="hw-copy__chips">
              {chosen.map((day) => (
                <li key={dayKey(day)}>
                  {dayName(day)}
                  <button
                    type="button"
                    className="hw-copy__unchoose"
                    aria-label={t('homeworkCalendar.copy.unchoose', { day: dayName(day) })}
                    disabled={copy.isPending}
                    onClick={() => choose(day)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        {error && (
          <p className="admin-form__error" role="alert" data-testid="homework-copy-error">
            {error}
          </p>
        )}
        <div className="admin-confirm__actions">
          <button type="button" className="ui-btn ui-btn--ghost" onClick={onClose} disabled={copy.isPending}>
            {t('homeworkCalendar.copy.cancel')}
          </button>
          <button
            type="button"
            className="ui-btn"
            onClick={submit}
            disabled={copy.isPending}
            aria-busy={copy.isPending}
          >
            {copy.isPending ? t('homeworkCalendar.copy.working') : t('homeworkCalendar.copy.submit')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
