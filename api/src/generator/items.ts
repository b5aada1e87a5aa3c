/** One generated number: the first item of a set is the starting number (sign 1). */
export interface Item {
  number: number;
  sign: 1 | -1;
}

/** Digits of a place value: 1 -> 1, 10 -> 2, 100 -> 3... */
export function placesOf(complexity: number): number {
  return String(complexity).length;
}
