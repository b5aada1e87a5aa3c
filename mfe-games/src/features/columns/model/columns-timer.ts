// The columns clock (spec 001 sections 4 and 9): it ticks every 100 ms; a player's time is counted in
// those ticks; the optional round timer counts down from timerCount seconds and warns at 3 s or less; when it
// runs out, the unanswered columns count as wrong and the results are sent 1 s later.

export const TICK_MS = 100;
export const TICKS_PER_SECOND = 1000 / TICK_MS;
export const WARNING_SECONDS = 3;
export const SUBMIT_DELAY_MS = 1000;

/** Ticks left of a timer of `timerCount` seconds after `elapsed` ticks (never below 0). */
export const ticksLeft = (timerCount: number, elapsed: number) => Math.max(0, timerCount * TICKS_PER_SECOND - elapsed);

/** The whole seconds shown on the timer: 2.1 s left shows 3, as a countdown does. */
export const secondsShown = (left: number) => Math.ceil(left / TICKS_PER_SECOND);

/** The warning style from 3 s left down to the end. */
export const isWarning = (left: number) => left <= WARNING_SECONDS * TICKS_PER_SECOND;

export const isTimeUp = (timerCount: number, elapsed: number) => ticksLeft(timerCount, elapsed) === 0;

export const ticksToMs = (ticks: number) => ticks * TICK_MS;

/** Milliseconds as seconds with one decimal, for a player's time (3400 -> 3.4). */
export const msToSeconds = (ms: number) => Math.round(ms / TICK_MS) / TICKS_PER_SECOND;
