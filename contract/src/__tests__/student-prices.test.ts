import { changedPrices } from '../student-prices';

describe('changedPrices (spec 002 section 8: price edits are sent only for changed values)', () => {
  const before = { price: '1200.00', price_first_month: '600.00' };
  it('sends nothing when the values are the same numbers', () => {
    expect(changedPrices(before, { price: '1200', price_first_month: '600.0' })).toEqual({});
  });
  it('sends only the changed price', () => {
    expect(changedPrices(before, { price: '1300', price_first_month: '600.00' })).toEqual({ price: '1300' });
  });
  it('sends a cleared price as empty', () => {
    expect(changedPrices(before, { price: '1200', price_first_month: ' ' })).toEqual({ price_first_month: '' });
  });
});
