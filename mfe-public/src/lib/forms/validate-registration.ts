// Registration rules of spec 000 section 5. Returns i18n keys (namespace public) per field.
import { isValidNationalNumber } from '@/lib/phone/phone';

export const BIRTH_YEAR_MIN = 2005;
export const BIRTH_YEAR_MAX = 2016;
export const PASSWORD_MAX = 20;
export const BIRTH_YEARS = Array.from({ length: BIRTH_YEAR_MAX - BIRTH_YEAR_MIN + 1 }, (_, i) => BIRTH_YEAR_MAX - i);

export interface RegistrationForm {
  email: string;
  first_name: string;
  last_name: string;
  phone_country: string;
  phone_number: string;
  birth_year: string;
  parent_first_name: string;
  parent_last_name: string;
  country: string;
  city: string;
  school: string;
  password: string;
}

export const EMPTY_REGISTRATION: RegistrationForm = {
  email: '',
  first_name: '',
  last_name: '',
  phone_country: 'UA',
  phone_number: '',
  birth_year: '',
  parent_first_name: '',
  parent_last_name: '',
  country: '',
  city: '',
  school: '',
  password: '',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (text: string) => EMAIL.test(text.trim());
const REQUIRED: (keyof RegistrationForm)[] = [
  'first_name',
  'last_name',
  'parent_first_name',
  'parent_last_name',
  'phone_number',
  'country',
  'city',
  'school',
  'password',
];

export type FormErrors<T> = Partial<Record<keyof T, string>>;

export function validateRegistration(form: RegistrationForm): FormErrors<RegistrationForm> {
  const errors: FormErrors<RegistrationForm> = {};
  for (const field of REQUIRED) if (!form[field].trim()) errors[field] = 'validation.required';
  if (!isEmail(form.email)) errors.email = 'validation.email';
  const year = Number(form.birth_year);
  if (!form.birth_year || year < BIRTH_YEAR_MIN || year > BIRTH_YEAR_MAX) errors.birth_year = 'validation.selectAge';
  if (form.phone_number.trim() && !isValidNationalNumber(form.phone_number)) errors.phone_number = 'validation.phone';
  if (form.password.length > PASSWORD_MAX) errors.password = 'validation.maxLength20';
  return errors;
}
