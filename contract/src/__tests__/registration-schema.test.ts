import { createStudentBody, trialLessonBody } from '../registration-schema';
import { restoreConfirmBody } from '../auth-schema';

const valid = {
  email: ' Kid@Example.com ',
  first_name: 'Ann',
  last_name: 'Lee',
  phone_number: '+380 50 123 45 67',
  birth_year: '2012',
  parent_first_name: 'Olga',
  parent_last_name: 'Lee',
  country: 'Ukraine',
  city: 'Kyiv',
  school: 'School 5',
  password: 'secret12',
};

/** The first message of each field, as the API answers it. */
const errors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).reverse().map((issue) => [String(issue.path[0]), issue.message]));

describe('registration rules (spec 000 section 5)', () => {
  it('accepts a complete form, e-mail trimmed and lowercased, phone without separators', () => {
    expect(createStudentBody.parse(valid)).toMatchObject({
      email: 'kid@example.com',
      phone_number: '+380501234567',
      birth_year: 2012,
    });
  });

  it('requires every field with "Field is required"', () => {
    const found = errors(createStudentBody.safeParse({}));
    for (const field of Object.keys(valid)) expect(found[field]).toBe('Field is required');
  });

  it('takes passwords of 6 to 20 characters: "Min length 6 chars", "Max length 20 chars"', () => {
    expect(errors(createStudentBody.safeParse({ ...valid, password: 'x'.repeat(5) })).password).toBe(
      'Min length 6 chars',
    );
    expect(errors(createStudentBody.safeParse({ ...valid, password: 'x'.repeat(21) })).password).toBe(
      'Max length 20 chars',
    );
    expect(createStudentBody.safeParse({ ...valid, password: 'x'.repeat(6) }).success).toBe(true);
    expect(createStudentBody.safeParse({ ...valid, password: 'x'.repeat(20) }).success).toBe(true);
    expect(errors(restoreConfirmBody.safeParse({ password: 'short', token: 't' })).password).toBe('Min length 6 chars');
  });

  it('asks for a birth year between 2005 and 2016 with "Select age"', () => {
    expect(createStudentBody.safeParse({ ...valid, birth_year: 2005 }).success).toBe(true);
    expect(errors(createStudentBody.safeParse({ ...valid, birth_year: '2017' })).birth_year).toBe('Select age');
    expect(errors(createStudentBody.safeParse({ ...valid, birth_year: '' })).birth_year).toBe('Select age');
  });

  it('says "Enter a valid email address." and "The phone number entered is not valid"', () => {
    expect(errors(createStudentBody.safeParse({ ...valid, email: 'kid@' })).email).toBe('Enter a valid email address.');
    expect(errors(createStudentBody.safeParse({ ...valid, phone_number: '+380 12' })).phone_number).toBe(
      'The phone number entered is not valid',
    );
  });
});

describe('trial lesson rules', () => {
  const trial = { parent_name: 'Olga', child_age: '7', phone_number: '+380501234567' };

  it('requires the phone with "Field required" and takes ages 5 to 14', () => {
    expect(trialLessonBody.parse(trial)).toEqual({ ...trial, child_age: 7, country: '', city: '' });
    expect(errors(trialLessonBody.safeParse({ ...trial, phone_number: '' })).phone_number).toBe('Field required');
    expect(errors(trialLessonBody.safeParse({ ...trial, child_age: 4 })).child_age).toBe('Select age');
    expect(errors(trialLessonBody.safeParse({ ...trial, child_age: 15 })).child_age).toBe('Select age');
    expect(trialLessonBody.safeParse({ ...trial, child_age: 14 }).success).toBe(true);
  });
});
