// Spec 002 section 8: "Price edits are sent only for changed values".
export interface PriceTexts {
  price: string;
  price_first_month: string;
}

const same = (a: string, b: string) => (a.trim() === '' && b.trim() === '') || Number(a) === Number(b);

/** The prices of `next` that differ from `before` ('' clears a price); empty when nothing changed. */
export function changedPrices(before: PriceTexts, next: PriceTexts): Partial<PriceTexts> {
  const changed: Partial<PriceTexts> = {};
  for (const key of ['price', 'price_first_month'] as const) {
    if (!same(before[key], next[key])) changed[key] = next[key].trim();
  }
  return changed;
}
