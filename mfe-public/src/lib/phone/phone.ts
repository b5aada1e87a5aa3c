// Phone numbers: a country dial code plus a national number of 8 to 10 digits (spec 000 section 5).
export interface DialCountry {
  code: string;
  dial: string;
}

/** The school's markets first, then neighbours. */
export const DIAL_COUNTRIES: DialCountry[] = [
  { code: 'UA', dial: '380' },
  { code: 'PL', dial: '48' },
  { code: 'AZ', dial: '994' },
  { code: 'AM', dial: '374' },
  { code: 'IL', dial: '972' },
  { code: 'RO', dial: '40' },
  { code: 'MD', dial: '373' },
  { code: 'RU', dial: '7' },
  { code: 'KZ', dial: '7' },
  { code: 'GE', dial: '995' },
  { code: 'CZ', dial: '420' },
  { code: 'DE', dial: '49' },
  { code: 'FR', dial: '33' },
  { code: 'ES', dial: '34' },
  { code: 'GB', dial: '44' },
  { code: 'US', dial: '1' },
];

export const PHONE_MIN_DIGITS = 8;
export const PHONE_MAX_DIGITS = 10;

export const digitsOf = (text: string) => text.replace(/\D/g, '');

/** "A length of 11 or more, or under 8, gives The phone number entered is not valid". */
export const isValidNationalNumber = (national: string) => {
  const n = digitsOf(national).length;
  return n >= PHONE_MIN_DIGITS && n <= PHONE_MAX_DIGITS;
};

export function toInternational(countryCode: string, national: string): string {
  const country = DIAL_COUNTRIES.find((c) => c.code === countryCode) ?? DIAL_COUNTRIES[0];
  return `+${country.dial}${digitsOf(national).replace(/^0/, '')}`;
}
