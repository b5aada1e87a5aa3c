import { BIRTH_YEARS, EMPTY_REGISTRATION, validateRegistration } from '../validate-registration';
import { isValidNationalNumber, toInternational } from '@/lib/phone/phone';
import en from '@/locales/en.json';

const valid = {
  ...EMPTY_REGISTRATION,
  email: 'kid@example.com',
  first_name: 'Ann',
  last_name: 'Lee',
  phone_number: '501234567',
  birth_year: '2012',
  parent_first_name: 'Olga',
  parent_last_name: 'Lee',
  country: 'Ukraine',
  city: 'Kyiv',
  school: 'School 5',
  password: 'secret12',
};

describe('registration rules (spec 000 section 5)', () => {
  it('accepts a complete form', () => expect(validateRegistration(valid)).toEqual({}));

  it('requires every field with "Field is required"', () => {
    const errors = validateRegistration(EMPTY_REGISTRATION);
    for (const f of [
      'first_name',
      'last_name',
      'parent_first_name',
      'parent_last_name',
      'phone_number',
      'country',
      'city',
      'school',
      'password',
    ]) {
      expect(errors[f as keyof typeof errors]).toBe('validation.required');
    }
    expect(en.validation.required).toBe('Field is required');
  });

  it('asks for a birth year between 2005 and 2016 with "Select age"', () => {
    expect(BIRTH_YEARS[0]).toBe(2016);
    expect(BIRTH_YEARS.at(-1)).toBe(2005);
    expect(validateRegistration({ ...valid, birth_year: '' }).birth_year).toBe('validation.selectAge');
    expect(validateRegistration({ ...valid, birth_year: '2017' }).birth_year).toBe('validation.selectAge');
    expect(en.validation.selectAge).toBe('Select age');
  });

  it('rejects an invalid e-mail with "Enter a valid email address."', () => {
    expect(validateRegistration({ ...valid, email: 'kid@' }).email).toBe('validation.email');
    expect(en.validation.email).toBe('Enter a valid email address.');
  });

  it('takes a phone of 8-10 digits: 11 or more, or under 8, is not valid', () => {
    expect(validateRegistration({ ...valid, phone_number: '1234567' }).phone_number).toBe('validation.phone');
    expect(validateRegistration({ ...valid, phone_number: '12345678901' }).phone_number).toBe('validation.phone');
    // 8 digits where the country has no length of its own; Ukraine's and Poland's numbers have 9.
    expect(
      validateRegistration({ ...valid, phone_country: 'AM', phone_number: '12345678' }).phone_number,
    ).toBeUndefined();
    expect(validateRegistration({ ...valid, phone_number: '12345678' }).phone_number).toBe('validation.phone');
    expect(isValidNationalNumber('(050) 123-45-67')).toBe(true);
    expect(en.validation.phone).toBe('The phone number entered is not valid');
  });

  it('limits the password to 20 characters with "Max length 20 chars"', () => {
    expect(validateRegistration({ ...valid, password: 'x'.repeat(21) }).password).toBe('validation.maxLength20');
    expect(validateRegistration({ ...valid, password: 'x'.repeat(20) }).password).toBeUndefined();
    expect(en.validation.maxLength20).toBe('Max length 20 chars');
  });

  it('asks for at least 6 characters with "Min length 6 chars", as the server does', () => {
    expect(validateRegistration({ ...valid, password: 'x'.repeat(5) }).password).toBe('validation.minLength6');
    expect(validateRegistration({ ...valid, password: 'x'.repeat(6) }).password).toBeUndefined();
    expect(en.validation.minLength6).toBe('Min length 6 chars');
  });

  it('sends the phone with the country dial code', () => {
    expect(toInternational('UA', '050 123 45 67')).toBe('+380501234567');
    expect(toInternational('PL', '512 345 678')).toBe('+48512345678');
  });
});
