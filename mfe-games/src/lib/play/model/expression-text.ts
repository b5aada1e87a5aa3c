// How an expression reads on the screen: "12 + 5 − 3" for the adding games, "23 × 7", "14²" and
// "480 ÷ 12" for multiplication and division. A real minus sign (U+2212) reads better than a hyphen.
import type { ExpressionItem, GameConfig } from '@/engine/config/game-config';
import { isProductType } from '@/engine/config/game-kinds';
import { signedValue } from '@/engine/play/wire-items';

export const MINUS = '\u2212';
/** Keeps a sign on the line of its number when a long expression wraps. */
const NBSP = '\u00a0';

/** A number as flashed: its sign when it takes away. */
export const formatSigned = (value: number) => (value < 0 ? `${MINUS}${Math.abs(value)}` : String(value));

export function expressionText(config: Pick<GameConfig, 'type'>, items: readonly ExpressionItem[]): string {
  const numbers = items.map((item) => item.number);
  if (config.type === 'multiply_quad') return `${numbers[0]}²`;
  if (isProductType(config.type)) return numbers.join(' × ');
  if (config.type === 'divide') return numbers.join(' ÷ ');
  return items
    .map((item, i) => {
      const value = signedValue(item);
      if (i === 0) return formatSigned(value);
      return value < 0 ? `${MINUS}${NBSP}${Math.abs(value)}` : `+${NBSP}${value}`;
    })
    .join(' ');
}
