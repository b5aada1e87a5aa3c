/** One generated number: the first item of a set is the starting number (sign 1). */
export interface Item {
  number: number;
  sign: 1 | -1;
}

/** Digits of a place value: 1 -> 1, 10 -> 2, 100 -> 3... */
export function placesOf(complexity: number): number {
  return String(complexity).length;
}

/** Running totals after each item (the last one is the answer of an addition set). */
export function runningTotals(items: readonly Item[]): number[] {
  const out: number[] = [];
  let total = 0;
  for (const it of items) {
    total += it.sign * it.number;
    out.push(total);
  }
  return out;
}
