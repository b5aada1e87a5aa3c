import { shortfall } from '../model/shortfall';

describe('what a child is missing for an item', () => {
  it('is exact, in i$ with cents', () => {
    expect(shortfall('30.00', '6.50')).toBe('23.50');
    expect(shortfall('0.30', '0.10')).toBe('0.20');
    expect(shortfall('100', '99.99')).toBe('0.01');
    expect(shortfall('10.5', '-2')).toBe('12.50');
  });

  it('is nothing when the balance covers the price, or cannot be read', () => {
    expect(shortfall('30.00', '30.00')).toBeNull();
    expect(shortfall('30.00', '31')).toBeNull();
    expect(shortfall(null, '1')).toBeNull();
    expect(shortfall('30.00', undefined)).toBeNull();
    expect(shortfall('abc', '1')).toBeNull();
  });
});
