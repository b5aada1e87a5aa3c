import { normalizePhone } from '../formats';

describe('phone numbers', () => {
  it('keep + and the digits of a number written with spaces, dashes, dots or parentheses', () => {
    expect(normalizePhone('+380 (67) 123-45.67')).toBe('+380671234567');
    expect(normalizePhone('+995 501 112 20')).toBe('+99550111220');
  });

  it("hold Ukraine's and Poland's numbers to their 9 national digits, others to 8-15 digits in all", () => {
    expect(normalizePhone('+380 67 123')).toBeNull();
    expect(normalizePhone('+3806712345678')).toBeNull();
    expect(normalizePhone('+48 501 234 567')).toBe('+48501234567');
    expect(normalizePhone('+48 501 234 56')).toBeNull();
    expect(normalizePhone('+37412345')).toBe('+37412345');
    expect(normalizePhone('+1234567')).toBeNull();
    expect(normalizePhone('0671234567')).toBeNull();
  });
});
