// The time picker's choices: hours 00-23 and minutes in the spec's 5-minute steps (spec 002 section 9).
import { TIME_STEP_MINUTES } from '@abacus/contract/staff';

const two = (n: number) => String(n).padStart(2, '0');

export const hourOptions = () => Array.from({ length: 24 }, (_, h) => two(h));
export const minuteOptions = () => Array.from({ length: 60 / TIME_STEP_MINUTES }, (_, i) => two(i * TIME_STEP_MINUTES));

/** "HH:mm" -> [hour, minute], the minute rounded down to its step; '08:00' for anything else. */
export function splitTime(value: string): [string, string] {
  const m = /^(\d{2}):(\d{2})$/.exec(value);
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return ['08', '00'];
  return [m[1], two(Math.floor(Number(m[2]) / TIME_STEP_MINUTES) * TIME_STEP_MINUTES)];
}
