import { detailError, errorBody, fieldErrors, nonFieldErrors } from '../errors-schema';

describe('Django-REST error bodies', () => {
  it('reads {"detail"}, {"field": [...]} and {"non_field_errors": [...]}', () => {
    expect(detailError.safeParse({ detail: 'Not found.' }).success).toBe(true);
    expect(fieldErrors.safeParse({ email: ['User with such email already exists'] }).success).toBe(true);
    expect(
      nonFieldErrors.safeParse({ non_field_errors: ['Password or login is not correct'], code: 'invalid_credentials' })
        .success,
    ).toBe(true);
    expect(errorBody.safeParse({ email: 'not a list' }).success).toBe(false);
  });

  it('keeps the keys it does not name (the API answers through these schemas)', () => {
    const body = { detail: 'Invalid request parameters.', errors: { day: ['Enter a valid date.'] } };
    expect(errorBody.parse(body)).toEqual(body);
  });
});
