import { useTranslation } from '@abacus/shared/i18n-react';
import { MAX_DIGITS, MIN_DIGITS } from '../model/abacus-task';

interface Props {
  value: number;
  onChange(digits: number): void;
}

const CHOICES = Array.from({ length: MAX_DIGITS - MIN_DIGITS + 1 }, (_, i) => MIN_DIGITS + i);

/** How many digits the numbers to show have (1 to 7: up to the millions). */
export function DigitsPicker({ value, onChange }: Props) {
  const { t } = useTranslation('games');
  return (
    <fieldset className="abacus-game__digits">
      <legend>{t('abacusGame.digits')}</legend>
      <div className="abacus-game__chips">
        {CHOICES.map((digits) => (
          <label key={digits} className="abacus-game__chip">
            <input type="radio" name="abacus-digits" checked={value === digits} onChange={() => onChange(digits)} />
            <span>{digits}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
