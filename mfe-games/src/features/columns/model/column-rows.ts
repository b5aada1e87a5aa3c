// How a column's expression is written, one number a row: the starting number bare, then each number with
// its sign; a multiplication column is "a" over "× b", a division "a" over "÷ b", a squared one "n²".
import type { ExpressionItem, GameType } from '@/engine/config/game-config';
import { isProductType } from '@/engine/config/game-kinds';
import { signedValue } from '@/engine/play/wire-items';

export type RowSign = '' | '+' | '−' | '×' | '÷';
export interface ColumnRow {
  sign: RowSign;
  number: number;
  /** The number is squared (written n²). */
  squared?: true;
}

export function columnRows(type: GameType, items: readonly ExpressionItem[]): ColumnRow[] {
  const product = isProductType(type);
  if (type === 'multiply_quad')
    return items.slice(0, 1).map((item) => ({ sign: '', number: item.number, squared: true }));
  return items.map((item, i) => {
    const negative = signedValue(item) < 0;
    if (i === 0) return { sign: negative ? '−' : '', number: item.number };
    if (product) return { sign: '×', number: item.number };
    if (type === 'divide') return { sign: '÷', number: item.number };
    return { sign: negative ? '−' : '+', number: item.number };
  });
}
