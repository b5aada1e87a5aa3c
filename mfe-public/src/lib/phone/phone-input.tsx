import { useTranslation } from '@abacus/shared/i18n-react';
import { DIAL_COUNTRIES } from './phone';

interface Props {
  id: string;
  country: string;
  number: string;
  invalid: boolean;
  onCountry: (code: string) => void;
  onNumber: (value: string) => void;
}

export function PhoneInput({ id, country, number, invalid, onCountry, onNumber }: Props) {
  const { t } = useTranslation('public');
  return (
    <div className="phone-input">
      <select aria-label={t('fields.phoneCountry')} value={country} onChange={(e) => onCountry(e.target.value)}>
        {DIAL_COUNTRIES.map((c) => (
          <option key={c.code} value={c.code}>
            {c.code} +{c.dial}
          </option>
        ))}
      </select>
      <input
        id={id}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={number}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(e) => onNumber(e.target.value)}
      />
    </div>
  );
}
