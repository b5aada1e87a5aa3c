// Expression items as the API sends and stores them ({number, sign: 1 | -1}) and as the play screen reads
// them ({number, sign: '+' | '-'}, see ExpressionItem). The conversion lives here so that the generator,
// the game records and the columns results agree on it.
import type { ExpressionItem } from '../config/game-config';

export type WireSign = 1 | -1;
export interface WireItem {
  number: number;
  sign: WireSign;
}

const isMinus = (sign: string) => sign === '-' || sign === '−' || sign === '–';

export const fromWire = (items: readonly WireItem[]): ExpressionItem[] =>
  items.map(({ number, sign }) => ({ number, sign: sign === -1 ? '-' : '+' }));

export const toWire = (items: readonly ExpressionItem[]): WireItem[] =>
  items.map(({ number, sign }) => ({ number, sign: isMinus(sign) ? -1 : 1 }));

/** The value an item adds to the total: what the child sees flashed, with its sign. */
export const signedValue = ({ number, sign }: ExpressionItem): number => (isMinus(sign) ? -number : number);
