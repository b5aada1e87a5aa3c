// What the number inputs of a configuration make of what was typed (spec 002 section 5 "Homework game configs").
import {
  HOMEWORK_SPEED_MAX,
  HOMEWORK_SPEED_MIN,
  HOMEWORK_SPEED_STEP,
  REPEAT_MAX,
  REPEAT_MIN,
} from '@abacus/contract/homework';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const parse = (text: string) => (text.trim() === '' ? null : Number(text.trim().replace(',', '.')));

/** "speed min 0.1, max 10, step 0.1 (blank resets to 0.1)"; what is not a number keeps the previous speed. */
export function speedFromText(text: string, previous: number): number {
  const value = parse(text);
  if (value === null) return HOMEWORK_SPEED_MIN;
  if (!Number.isFinite(value)) return previous;
  const steps = Math.round(value / HOMEWORK_SPEED_STEP);
  return clamp(Math.round(steps * HOMEWORK_SPEED_STEP * 10) / 10, HOMEWORK_SPEED_MIN, HOMEWORK_SPEED_MAX);
}

/** "Number of expressions (repeat) 1 to 10; on blur empty or below 1 becomes 1." */
export function repeatFromText(text: string): number {
  const value = parse(text);
  if (value === null || !Number.isFinite(value) || value < REPEAT_MIN) return REPEAT_MIN;
  return clamp(Math.round(value), REPEAT_MIN, REPEAT_MAX);
}

/** Actions with numbers (length) inside the type's range; blank is the range's lowest, not a number the previous. */
export function lengthFromText(text: string, [min, max]: readonly [number, number], previous: number): number {
  const value = parse(text);
  if (value === null) return min;
  if (!Number.isFinite(value)) return clamp(previous, min, max);
  return clamp(Math.round(value), min, max);
}
