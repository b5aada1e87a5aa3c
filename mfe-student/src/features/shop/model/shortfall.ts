// How much a child is missing for an item (issue 9: they learned it only by pressing Buy). Exact: the amounts are
// decimal strings ("23.50"), counted here in whole cents as BigInt, never as floats.

const CENTS = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

function toCents(amount: string): bigint | null {
  const m = CENTS.exec(amount.trim());
  if (!m) return null;
  const cents = BigInt(m[2]) * 100n + BigInt((m[3] ?? '').padEnd(2, '0') || '0');
  return m[1] === '-' ? -cents : cents;
}

const fromCents = (cents: bigint) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

/** The missing amount ("23.50"), or null when the balance covers the price (or either is unreadable). */
export function shortfall(price: string | null, balance: string | undefined): string | null {
  if (price === null || balance === undefined) return null;
  const p = toCents(price);
  const b = toCents(balance);
  if (p === null || b === null || b >= p) return null;
  return fromCents(p - b);
}
