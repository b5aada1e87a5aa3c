import { useTranslation } from '@abacus/shared/i18n-react';
import { hasNext, hasPrevious } from '../model/slide';
import { ChevronIcon } from './icons';

interface Props {
  slide: number;
  month: string;
  onChange: (slide: number) => void;
}

/** Previous and next month around the month's name and year (slides 1-64). */
export function SlideNav({ slide, month, onChange }: Props) {
  const { t } = useTranslation('student');
  return (
    <nav className="homework-nav" aria-label={t('homework.months')}>
      <button
        type="button"
        className="homework-nav__arrow"
        aria-label={t('homework.previous')}
        disabled={!hasPrevious(slide)}
        onClick={() => onChange(slide - 1)}
      >
        <ChevronIcon />
      </button>
      <h2 className="homework-nav__month" aria-live="polite" data-testid="homework-month">
        {month}
      </h2>
      <button
        type="button"
        className="homework-nav__arrow homework-nav__arrow--next"
        aria-label={t('homework.next')}
        disabled={!hasNext(slide)}
        onClick={() => onChange(slide + 1)}
      >
        <ChevronIcon />
      </button>
    </nav>
  );
}
