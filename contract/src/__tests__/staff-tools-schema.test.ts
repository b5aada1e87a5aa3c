// Spec 002 "Bonus modal" (0, 1, 2 or 3 weeks, or a holiday with a start date and days), section 9 ("Deactivation
// month options: May-August; default 8") and section 8 (price edits are sent only for changed values).
import {
  bonusForm,
  DEACTIVATION_MONTHS,
  DEFAULT_DEACTIVATION_MONTH,
  deactivationBody,
  studentPricesForm,
  studentPricesPatch,
} from '../staff-tools-schema';
import { FIELD_REQUIRED, HOLIDAY_DAYS_RANGE, INVALID_CHOICE, NOT_NEGATIVE } from '../messages';
import { asksEnglishTerms } from '../staff';

/** The first message of each field, as the form shows it. */
const errors = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries([...(result.error?.issues ?? [])].reverse().map((i) => [i.path.join('.'), i.message]));

describe('the bonus form', () => {
  it('takes 0 to 3 weeks', () => {
    expect(bonusForm.parse({ choice: '0' })).toEqual({ choice: '0' });
    expect(bonusForm.safeParse({ choice: '4' }).success).toBe(false);
  });
  it('needs a start date and 1 to 92 days for a holiday', () => {
    expect(errors(bonusForm.safeParse({ choice: 'holiday', days: '', start_date: '' }))).toMatchObject({
      days: FIELD_REQUIRED,
      start_date: FIELD_REQUIRED,
    });
    expect(errors(bonusForm.safeParse({ choice: 'holiday', days: '93', start_date: '2026-12-28' }))).toEqual({
      days: HOLIDAY_DAYS_RANGE,
    });
    expect(bonusForm.parse({ choice: 'holiday', days: '10', start_date: '2026-12-28' })).toEqual({
      choice: 'holiday',
      days: 10,
      start_date: '2026-12-28',
    });
  });
});

describe("a student's terms", () => {
  it('offers May to August, August by default', () => {
    expect(DEACTIVATION_MONTHS).toEqual([5, 6, 7, 8]);
    expect(DEFAULT_DEACTIVATION_MONTH).toBe(8);
    expect(errors(deactivationBody.safeParse({ month: 9 }))).toEqual({ month: INVALID_CHOICE });
  });
  it('sends only the changed price, exact', () => {
    expect(studentPricesPatch.parse({ price: '1500' })).toEqual({ price: '1500.00' });
    expect(errors(studentPricesPatch.safeParse({}))).toEqual({ price: FIELD_REQUIRED });
  });
  it("never empties a price: a cleared one is required (a tester zeroed a student's turnover so)", () => {
    expect(errors(studentPricesPatch.safeParse({ price: '' }))).toEqual({ price: FIELD_REQUIRED });
    expect(errors(studentPricesPatch.safeParse({ price_first_month: null }))).toEqual({
      price_first_month: FIELD_REQUIRED,
    });
    expect(errors(studentPricesPatch.safeParse({ price: '900', price_first_month: ' ' }))).toEqual({
      price_first_month: FIELD_REQUIRED,
    });
  });
});

describe('the English terms of a new franchise (spec 002: "shows the English fields when its own royalty_en is empty or zero")', () => {
  it('always asks a master franchise', () => {
    expect(asksEnglishTerms('master_franchise', 'without', '5.00')).toBe(true);
  });
  it('asks a franchise with English whose master franchise has no English royalty', () => {
    expect(asksEnglishTerms('franchise', 'with', null)).toBe(true);
    expect(asksEnglishTerms('franchise', 'with', '0.00')).toBe(true);
    expect(asksEnglishTerms('franchise', 'with', '5.00')).toBe(false);
    expect(asksEnglishTerms('franchise', 'without', null)).toBe(false);
  });
});

describe('the Price forms check what they will send', () => {
  const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
  it('lets a price the student never had stay empty beside a new one (a self-registered student)', () => {
    const form = studentPricesForm({ price: '', price_first_month: '' });
    expect(form.safeParse({ price: '1500', price_first_month: '' }).success).toBe(true);
    expect(form.safeParse({ price: '', price_first_month: '' }).success).toBe(true);
  });
  it('refuses emptying a price that had a value, and a bad one', () => {
    const form = studentPricesForm({ price: '1000.00', price_first_month: '600.00' });
    expect(issues(form.safeParse({ price: '', price_first_month: '600.00' }))).toEqual({ price: FIELD_REQUIRED });
    expect(issues(form.safeParse({ price: '1000', price_first_month: '-1' }))).toEqual({
      price_first_month: NOT_NEGATIVE,
    });
  });
});
