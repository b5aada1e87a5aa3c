// Registration rules of spec 000 section 5: the contract's schema, the one the API validates the request with.
// Returns i18n keys (namespace public) per field.
import { BIRTH_YEAR_MAX, BIRTH_YEAR_MIN, PASSWORD_MAX_LENGTH } from '@abacus/contract/registration';
import { createStudentBody, type CreateStudentInput } from '@abacus/contract/registration-schema';
import { isValidNationalNumber, toInternational } from '@/lib/phone/phone';
import { serverMessageKey } from './server-errors';

export { BIRTH_YEAR_MAX, BIRTH_YEAR_MIN };
export const PASSWORD_MAX = PASSWORD_MAX_LENGTH;
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

export type FormErrors<T> = Partial<Record<keyof T, string>>;

/** The request body of the form: the phone with its dial code (blank stays blank, so it reads as required). */
export function registrationBody({ phone_country, ...form }: RegistrationForm): CreateStudentInput {
  const phone_number = form.phone_number.trim() ? toInternational(phone_country, form.phone_number) : '';
  return { ...form, phone_number };
}

export function validateRegistration(form: RegistrationForm): FormErrors<RegistrationForm> {
  const errors: FormErrors<RegistrationForm> = {};
  for (const issue of createStudentBody.safeParse(registrationBody(form)).error?.issues ?? []) {
    const field = issue.path[0] as keyof RegistrationForm;
    errors[field] ??= serverMessageKey(issue.message);
  }
  // The form has always asked for a valid e-mail when there is none.
  if (errors.email) errors.email = 'validation.email';
  // The national number has 8 to 10 digits (spec 000 section 5); the API sees only the whole number.
  if (!errors.phone_number && form.phone_number.trim() && !isValidNationalNumber(form.phone_number)) {
    errors.phone_number = 'validation.phone';
  }
  return errors;
}
