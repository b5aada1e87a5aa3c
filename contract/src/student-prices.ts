// Spec 002 section 5: "Price edits are sent only for changed values": a price form's texts against the saved prices
// (the staff lists' block dialog and the finance report's Price and Block modals). Plain TypeScript, no zod.
export interface PriceTexts {
  price: string;
  price_first_month: string;
}

const same = (a: string, b: string) => (a.trim() === '' && b.trim() === '') || Number(a) === Number(b);

/** The prices of `next` that differ from `before` ('' clears a price); empty when nothing changed. */
export function changedPrices(before: PriceTexts, next: PriceTexts): Partial<PriceTexts> {
  const changed: Partial<PriceTexts> = {};
  for (const key of ['price', 'price_first_month'] as const) {
    if (!same(before[key], next[key] ?? '')) changed[key] = (next[key] ?? '').trim();
  }
  return changed;
}

export const pricesOf = (p: { price: string | null; price_first_month: string | null }): PriceTexts => ({
  price: p.price ?? '',
  price_first_month: p.price_first_month ?? '',
});
