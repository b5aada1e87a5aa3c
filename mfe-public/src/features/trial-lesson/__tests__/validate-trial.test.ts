import { validateTrial } from '../model/validate-trial';
import en from '@/locales/en.json';

const form = {
  parent_name: 'Olga',
  child_age: '7',
  phone_country: 'UA',
  phone_number: '501234567',
  country: '',
  city: '',
};

describe('trial-lesson rules', () => {
  it('requires the phone with "Field required" (spec 000 section 5)', () => {
    expect(validateTrial({ ...form, phone_number: '' }).phone_number).toBe('validation.fieldRequired');
    expect(en.validation.fieldRequired).toBe('Field required');
  });
  it('checks the phone length and needs a name and an age', () => {
    expect(validateTrial({ ...form, phone_number: '123' }).phone_number).toBe('validation.phone');
    expect(validateTrial({ ...form, parent_name: ' ' }).parent_name).toBe('validation.fieldRequired');
    expect(validateTrial({ ...form, child_age: '' }).child_age).toBe('validation.selectAge');
    expect(validateTrial(form)).toEqual({});
  });
  it("holds a Ukrainian or Polish number to the country's 9 digits (a leading 0 dropped)", () => {
    expect(validateTrial({ ...form, phone_number: '50123456' }).phone_number).toBe('validation.phone');
    expect(validateTrial({ ...form, phone_number: '0501234567' }).phone_number).toBeUndefined();
    expect(validateTrial({ ...form, phone_country: 'PL', phone_number: '50123456' }).phone_number).toBe(
      'validation.phone',
    );
    expect(validateTrial({ ...form, phone_country: 'AM', phone_number: '77123456' }).phone_number).toBeUndefined();
  });
});
