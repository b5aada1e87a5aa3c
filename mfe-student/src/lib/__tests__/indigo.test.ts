import { balanceText, formatAmount, indigoText, signedIndigoText } from '../indigo';

describe('i$ amounts', () => {
  it('keeps the exact decimal text, dropping only empty cents', () => {
    expect(formatAmount('18.50')).toBe('18.50');
    expect(formatAmount('25.00')).toBe('25');
    expect(formatAmount('-10.50')).toBe('-10.50');
    expect(formatAmount('-0.00')).toBe('0');
    expect(formatAmount('007.10')).toBe('7.10');
    expect(formatAmount('abc')).toBe('abc');
    expect(indigoText('0.00')).toBe('0 i$');
    expect(balanceText('6.00')).toBe('6.00 i$');
  });

  it('signs ledger amounts', () => {
    expect(signedIndigoText('25.00')).toBe('+25.00 i$');
    expect(signedIndigoText('-10.50')).toBe('\u221210.50 i$');
  });
});
