// The slide pager (spec 002 "Homework calendar"): 12 slide buttons at a time, the chosen one current, and arrows that
// show the 12 before or after without changing the chosen slide.
import { useEffect, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { pageStart } from '@abacus/contract/homework';
import { pageSlides, shiftedPage, slideChip, slideTitle } from '../model/calendar-slides';

export function SlidePager({ slide, onSelect }: { slide: number; onSelect: (slide: number) => void }) {
  const { t, i18n } = useTranslation('staff');
  const [first, setFirst] = useState(() => pageStart(slide));
  useEffect(() => setFirst(pageStart(slide)), [slide]);
  const previous = shiftedPage(first, -1);
  const next = shiftedPage(first, 1);
  return (
    <nav className="hw-pager" aria-label={t('homeworkCalendar.pager.label')}>
      <button
        type="button"
        className="ui-btn ui-btn--ghost hw-arrow"
        aria-label={t('homeworkCalendar.pager.previous')}
        disabled={previous === null}
        onClick={() => previous !== null && setFirst(previous)}
      >
        <span aria-hidden="true" className="ui-dir-arrow">
          ‹
        </span>
      </button>
      <ol className="hw-pager__slides">
        {pageSlides(first).map((n) => {
          const chip = slideChip(n, i18n.language);
          return (
            <li key={n}>
              <button
                type="button"
                className="hw-pager__slide"
                aria-current={n === slide ? 'true' : undefined}
                // The name says what the button shows (number, short month); the tooltip has the whole month.
                aria-label={t('homeworkCalendar.pager.slide', {
                  slide: n,
                  month: slideTitle(n, i18n.language, 'short'),
                })}
                title={slideTitle(n, i18n.language)}
                onClick={() => onSelect(n)}
              >
                <span className="hw-pager__number">{n}</span>{' '}
                <span className="hw-pager__month" aria-hidden="true">
                  {chip.month}
                  <span className="hw-pager__year"> {chip.year}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="ui-btn ui-btn--ghost hw-arrow"
        aria-label={t('homeworkCalendar.pager.next')}
        disabled={next === null}
        onClick={() => next !== null && setFirst(next)}
      >
        <span aria-hidden="true" className="ui-dir-arrow">
          ›
        </span>
      </button>
    </nav>
  );
}
