// Displaying i$ amounts. They arrive as exact decimal strings ("12.00", "-10.50") and are only
// reformatted as text, never turned into floats.
const CURRENCY = 'i$';

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/** "12.00" -> "12", "12.50" -> "12.50", "-3.00" -> "-3"; anything unexpected is shown as it came. */
export function formatAmount(amount: string): string {
  const m = DECIMAL.exec(amount.trim());
  if (!m) return amount;
  const [, sign, whole, fraction = ''] = m;
  const digits = whole.replace(/^0+(?=\d)/, '');
  const cents = /^0*$/.test(fraction) ? '' : `.${fraction}`;
  const zero = digits === '0' && cents === '';
  return `${sign === '-' && !zero ? '-' : ''}${digits}${cents}`;
}

export const indigoText = (amount: string): string => `${formatAmount(amount)} ${CURRENCY}`;

export const isZero = (amount: string): boolean => /^[+-]?0*(\.0*)?$/.test(amount.trim()) && /\d/.test(amount);

export const isNegative = (amount: string): boolean => amount.trim().startsWith('-') && !isZero(amount);

/**
 * A balance as the ledger gives it ("18.50 i$"): the same text the profile header shows from the
 * bus, so every place shows the same figure.
 */
export const balanceText = (amount: string): string => `${amount.trim()} ${CURRENCY}`;

/** A ledger amount with its sign and its cents: "+25.00 i$", "−10.50 i$" (a true minus sign). */
export function signedIndigoText(amount: string): string {
  return `${isNegative(amount) ? '\u2212' : '+'}${amount.trim().replace(/^[+-]/, '')} ${CURRENCY}`;
}
