// The staff forms' schemas (spec 002 section 5), used by the forms and the API alike.
import { groupBody } from '../groups-schema';
import {
  BIRTHDAY_IN_FUTURE,
  FIELD_REQUIRED,
  INVALID_DATE,
  INVALID_TIME,
  NOT_NEGATIVE,
  PASSWORDS_COINCIDE,
  PERCENT_TOO_BIG,
  INVALID_NUMBER,
  INVALID_EMAIL,
  MONEY_TOO_BIG,
  TWO_DECIMALS,
} from '../messages';
import { staffProfilePatch, staffProfileTermsForm } from '../staff-profile-schema';
import { franchiseCreateBody, money, percent, studentWithParentForm } from '../user-create-schema';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('money and percentages: exact decimals, never negative, percentages up to 100', () => {
  it('answers two decimals as text', () => {
    expect(money().parse(1200)).toBe('1200.00');
    expect(money().parse('600,5')).toBe('600.50');
    expect(percent().parse('100')).toBe('100.00');
  });
  it("uses the spec's messages", () => {
    expect(money().safeParse(-1).error?.issues[0].message).toBe(NOT_NEGATIVE);
    expect(percent().safeParse(100.01).error?.issues[0].message).toBe(PERCENT_TOO_BIG);
    expect(money().safeParse('').error?.issues[0].message).toBe(FIELD_REQUIRED);
  });
  it('says a number too large for the column is too large, not "Enter a number"', () => {
    expect(money().parse('9999999999.99')).toBe('9999999999.99');
    expect(money().safeParse('99999999999999').error?.issues[0].message).toBe(MONEY_TOO_BIG);
    expect(money().safeParse(99999999999999).error?.issues[0].message).toBe(MONEY_TOO_BIG);
    expect(percent().safeParse('99999999999999').error?.issues[0].message).toBe(PERCENT_TOO_BIG);
    expect(money().safeParse('12a').error?.issues[0].message).toBe(INVALID_NUMBER);
  });
  it('refuses a third decimal rather than cutting it (0.004 was kept as a free 0.00); zeros past it are the same number', () => {
    for (const typed of ['12.349', 0.004, '0,005', '1.001']) {
      expect(money().safeParse(typed).error?.issues[0].message).toBe(TWO_DECIMALS);
    }
    expect(percent().safeParse('10.125').error?.issues[0].message).toBe(TWO_DECIMALS);
    expect(money().parse('12.340')).toBe('12.34');
    expect(money().parse('7.5000')).toBe('7.50');
  });
});

describe('franchise create', () => {
  it('sends the currency lowercase and refuses one outside the list', () => {
    const body = {
      role: 'franchise',
      email: 'f@school.test',
      phone_number: '+380671234567',
      password: 'secret1',
      default_language: 'cs',
      currency: 'PLN',
      royalty: 10,
      price_min: 500,
      pr_deposit: 2,
    };
    expect(franchiseCreateBody.parse(body).currency).toBe('pln');
    expect(franchiseCreateBody.safeParse({ ...body, currency: 'GBP' }).success).toBe(false);
  });
});

describe('group create: "at least one working day", 5-minute times', () => {
  it('names the failing fields', () => {
    const result = groupBody.safeParse({
      name: '',
      address: '',
      age: 'junior',
      lesson_time: '08:03',
      working_days: [],
    });
    expect(issues(result)).toMatchObject({
      name: FIELD_REQUIRED,
      address: FIELD_REQUIRED,
      lessons_starts: FIELD_REQUIRED,
      lesson_time: INVALID_TIME,
      working_days: FIELD_REQUIRED,
      teacher: FIELD_REQUIRED,
    });
  });
});

describe('student with parent: "The passwords of the parent and the student should not coincide"', () => {
  const form = {
    email: 'family@school.test',
    phone_number: '+380671234567',
    password: 'child111',
    default_language: 'ua',
    price: '1200',
    price_first_month: '600',
    parent: null,
    parent_first_name: 'Olga',
    parent_password: 'child111',
  };
  it('needs the parent block for a new parent, with another password', () => {
    expect(issues(studentWithParentForm.safeParse(form))).toEqual({ parent_password: PASSWORDS_COINCIDE });
    expect(issues(studentWithParentForm.safeParse({ ...form, parent_first_name: '', parent_password: '' }))).toEqual({
      parent_first_name: FIELD_REQUIRED,
      parent_password: FIELD_REQUIRED,
    });
  });
  it('does not ask for it when the e-mail found a parent', () => {
    expect(
      studentWithParentForm.safeParse({ ...form, parent: 7, parent_first_name: '', parent_password: '' }).success,
    ).toBe(true);
  });
  it('shows the parent errors together with the others', () => {
    expect(Object.keys(issues(studentWithParentForm.safeParse({ ...form, email: '' })))).toEqual(
      expect.arrayContaining(['email', 'parent_password']),
    );
  });
});

describe('a date of birth (a tester saved 2099 through a profile)', () => {
  const parse = (birthday: unknown) =>
    staffProfilePatch.safeParse({ email: 'kid@school.test', phone_number: '+380671234567', birthday });
  it('takes a real date up to today, and none', () => {
    expect(parse('2015-04-12').data?.birthday).toBe('2015-04-12');
    expect(parse(new Date().toISOString().slice(0, 10)).success).toBe(true);
    expect(parse('').data?.birthday).toBeNull();
  });
  it('refuses the future and an impossible date, each with its message', () => {
    expect(issues(parse('2099-01-01'))).toEqual({ birthday: BIRTHDAY_IN_FUTURE });
    const dayAfterTomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(issues(parse(dayAfterTomorrow))).toEqual({ birthday: BIRTHDAY_IN_FUTURE });
    expect(issues(parse('2015-02-31'))).toEqual({ birthday: INVALID_DATE });
  });
});

describe("a profile's currency", () => {
  const parse = (currency: unknown) =>
    staffProfilePatch.safeParse({ email: 'f@school.test', phone_number: '+380671234567', currency });
  it('is unchanged when none is chosen, lowercase when one is, refused outside the list', () => {
    expect(parse('').data?.currency).toBeUndefined();
    expect(parse('EUR').data?.currency).toBe('eur');
    expect(parse('xyz').success).toBe(false);
  });
});

describe("a franchise's profile form", () => {
  it('requires its terms, and says so beside a wrong e-mail at once', () => {
    const parsed = staffProfileTermsForm.safeParse({ email: 'nobody', phone_number: '+380671234567', royalty: '' });
    expect(issues(parsed)).toEqual({ email: INVALID_EMAIL, royalty: FIELD_REQUIRED });
  });
});
