// The statistic page's date picker: a dd/MM/yyyy text field (the spec's picker format), a day back
// and forward, and a calendar. Days after `max` (today) have no statistics and cannot be chosen.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { Field } from '@abacus/shared';
import { addDays, formatSlashed, isNoSuchDay, parseTypedDay, sameDay } from '@/lib/dates';
import { useLanguage } from '@/lib/use-language';
import { usePickerLocale } from '../hooks/use-picker-locale';
import '../statistic.css';

interface Props {
  value: Date;
  max: Date;
  onChange: (day: Date) => void;
}

const Chevron = () => (
  <svg className="day-picker__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
    <path
      d="M15 5l-7 7 7 7"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

export function DayPickerField({ value, max, onChange }: Props) {
  const { t, i18n } = useTranslation('student');
  const lang = useLanguage();
  const locale = usePickerLocale(lang);
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const shown = formatSlashed(value);
  const [text, setText] = useState(shown);
  const [lastShown, setLastShown] = useState(shown);
  const [error, setError] = useState<string | undefined>();
  const [open, setOpen] = useState(false);

  // The day changed from the arrows or the calendar: show it in the field.
  if (shown !== lastShown) {
    setLastShown(shown);
    setText(shown);
    setError(undefined);
  }

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (panel.current && !panel.current.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  /** The typed day, or the reason it cannot be used. */
  const read = (typed: string): Date | string => {
    const day = parseTypedDay(typed, '/');
    if (!day) return t(isNoSuchDay(typed, '/') ? 'statistic.noSuchDate' : 'statistic.invalidDate');
    return day > max ? t('statistic.futureDate') : day;
  };

  const type = (typed: string) => {
    setText(typed);
    const day = read(typed);
    if (typeof day === 'string') return;
    setError(undefined);
    if (sameDay(day, value)) return;
    // Typed, not picked: leave the text as the child writes it until the field is left.
    setLastShown(formatSlashed(day));
    onChange(day);
  };

  const check = () => {
    const day = read(text);
    setError(typeof day === 'string' ? day : undefined);
    if (typeof day !== 'string') setText(formatSlashed(day));
  };

  return (
    <div className="day-picker" ref={panel}>
      <Field id={id} label={t('statistic.date')} error={error}>
        <div className="day-picker__row">
          <button
            type="button"
            className="day-picker__step"
            aria-label={t('statistic.previousDay')}
            onClick={() => onChange(addDays(value, -1))}
          >
            <Chevron />
          </button>
          <input
            id={id}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('statistic.dateFormat')}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => type(e.target.value)}
            onBlur={check}
            onKeyDown={(e) => e.key === 'Enter' && check()}
          />
          <button
            type="button"
            className="day-picker__step day-picker__step--next"
            aria-label={t('statistic.nextDay')}
            disabled={sameDay(value, max)}
            onClick={() => onChange(addDays(value, 1))}
          >
            <Chevron />
          </button>
          <button
            type="button"
            className="day-picker__open"
            aria-label={t('statistic.openCalendar')}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <rect x="3" y="5" width="18" height="16" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M3 10h18M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </Field>
      {open && (
        <div className="day-picker__calendar" role="dialog" aria-label={t('statistic.openCalendar')}>
          <DayPicker
            mode="single"
            required
            selected={value}
            defaultMonth={value}
            endMonth={max}
            disabled={{ after: max }}
            locale={locale}
            dir={i18n.dir(i18n.language)}
            autoFocus
            onSelect={(day) => {
              onChange(day);
              setOpen(false);
            }}
          />
        </div>
      )}
    </div>
  );
}
