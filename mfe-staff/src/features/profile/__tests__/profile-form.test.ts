import { tabWithError } from '../model/profile-form';

describe("the profile form's tab with a wrong field", () => {
  const tabs = ['general', 'additional', 'financial', 'documents', 'comment'] as const;

  it('is the first of the form’s tabs holding one of the fields', () => {
    expect(tabWithError(tabs, ['pr_deposit'])).toBe('financial');
    expect(tabWithError(tabs, ['pr_deposit', 'email'])).toBe('general');
    expect(tabWithError(tabs, ['settlement_account'])).toBe('additional');
    expect(tabWithError(tabs, ['comments'])).toBe('comment');
    expect(tabWithError(tabs, [])).toBeNull();
  });

  it("is General for a field of no other tab, and none for a form without tabs (a student's one page)", () => {
    expect(tabWithError(tabs, ['phone_number'])).toBe('general');
    expect(tabWithError([], ['email'])).toBeNull();
    expect(tabWithError(['general', 'documents'], ['comments'])).toBe('general');
  });
});
