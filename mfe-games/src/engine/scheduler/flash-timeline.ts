// The planned timeline of a flash: the 3-2-1-GO countdown, then every number at a fixed onset
// t0 + i * interval computed from the start, never from when the previous number actually appeared,
// so a late frame delays one number and not all that follow.

/** 'GO' stands for the word the screen shows in the child's language. */
export const COUNTDOWN_LABELS = ['3', '2', '1', 'GO'] as const;
export type CountdownLabel = (typeof COUNTDOWN_LABELS)[number];
export const COUNTDOWN_STEP_MS = 1000;
/**
 * Spec 001 section 9: "numbers start after about 5 seconds minus the interval". The old player started a
 * repeating timer at 5 s minus one interval, whose first tick (one interval later) showed the first number:
 * the first number appears 5 s after the countdown starts, whatever the speed, one second after GO goes.
 */
export const FIRST_NUMBER_MS = 5000;
/** A number stays for 80% of its interval; the rest is blank, so that "5, 5" reads as two numbers. */
export const SHOW_FRACTION = 0.8;
/** The blank lasts at least one frame of a 60 Hz screen. */
export const MIN_BLANK_MS = 1000 / 60;
/** Below this a number could not be shown and blanked within its interval. */
export const MIN_INTERVAL_MS = 50;

export type FlashEvent =
  | { kind: 'countdown'; step: number; label: CountdownLabel; onset: number; hideAt: number }
  | { kind: 'number'; index: number; value: number; onset: number; hideAt: number };

export interface FlashPlan {
  startAt: number;
  intervalMs: number;
  /** In onset order. */
  events: FlashEvent[];
  /** When the last number's interval is over and the answer phase starts. */
  endAt: number;
}

export interface FlashInput {
  numbers: readonly number[];
  /** Seconds per number (the game config's speed). */
  speed: number;
  /** The abacus and columns modes have no countdown. Default true. */
  countdown?: boolean;
}

/** Milliseconds per number: the speed times 1000, rounded to the millisecond (speeds step by 0.1 s). */
export function intervalOf(speed: number): number {
  const interval = Math.round(speed * 1000);
  if (!Number.isFinite(speed) || interval < MIN_INTERVAL_MS)
    throw new RangeError(`speed ${speed} s per number is too fast`);
  return interval;
}

/** The blank before the next number: the part of the interval a number is not shown. */
export const blankOf = (intervalMs: number) => Math.max(MIN_BLANK_MS, intervalMs * (1 - SHOW_FRACTION));

export function planFlash(input: FlashInput, startAt: number): FlashPlan {
  const intervalMs = intervalOf(input.speed);
  const withCountdown = input.countdown ?? true;
  const events: FlashEvent[] = withCountdown
    ? COUNTDOWN_LABELS.map((label, step) => ({
        kind: 'countdown' as const,
        step,
        label,
        onset: startAt + step * COUNTDOWN_STEP_MS,
        hideAt: startAt + (step + 1) * COUNTDOWN_STEP_MS,
      }))
    : [];
  const firstAt = startAt + (withCountdown ? FIRST_NUMBER_MS : 0);
  const shown = intervalMs - blankOf(intervalMs);
  input.numbers.forEach((value, index) => {
    const onset = firstAt + index * intervalMs;
    events.push({ kind: 'number', index, value, onset, hideAt: onset + shown });
  });
  return { startAt, intervalMs, events, endAt: firstAt + input.numbers.length * intervalMs };
}
