// Plays a flash plan on animation frames. On every frame it shows the latest event whose planned onset has
// been reached, so each number appears on the first frame at or after its onset, and it records that
// frame's time as the number's actual onset (numbers a very late frame passed over are recorded as skipped).
// The clock, the frames and the page visibility are injected: requestAnimationFrame in the browser
// (browser-sources.ts), fakes in tests.
import { planFlash, type CountdownLabel, type FlashEvent, type FlashInput, type FlashPlan } from './flash-timeline';

export interface Clock {
  now(): number;
}
export interface FrameSource {
  /** Calls back once on the next frame with that frame's time (the clock's time base). */
  request(callback: (frameTime: number) => void): number;
  cancel(handle: number): void;
}
export interface VisibilitySource {
  isHidden(): boolean;
  /** Returns the unsubscribe function. */
  onChange(listener: () => void): () => void;
}
export interface FlashSources {
  clock: Clock;
  frames: FrameSource;
  visibility: VisibilitySource;
}

export type FlashDisplay =
  | { kind: 'blank' }
  | { kind: 'countdown'; step: number; label: CountdownLabel }
  | { kind: 'number'; index: number; value: number };

export interface FlashRecord {
  index: number;
  value: number;
  /** Planned onset (moved on by pauses). */
  planned: number;
  /** Time of the frame that showed it; null if it was skipped. */
  actual: number | null;
}

export type FlashState = 'idle' | 'running' | 'paused' | 'finished' | 'cancelled' | 'void';

export interface FlashCallbacks {
  /**
   * Change the screen now. It runs inside the animation frame that must show the change, so write to the
   * DOM synchronously (a ref's textContent, or flushSync): a state update rendered later misses the frame.
   */
  onDisplay(display: FlashDisplay, frameTime: number): void;
  /** A countdown step or a number has just been shown: start its sound now. */
  onOnset?(event: FlashEvent, frameTime: number): void;
  /** The last number's interval is over: the answer phase starts. */
  onFinish?(records: FlashRecord[]): void;
  /** The page was hidden while flashing: timing cannot be trusted, the attempt is void. */
  onVoid?(): void;
}

export interface FlashRunner {
  start(): void;
  pause(): void;
  resume(): void;
  cancel(): void;
  readonly state: FlashState;
  readonly plan: FlashPlan | null;
  records(): FlashRecord[];
}

export function createFlashRunner(input: FlashInput, sources: FlashSources, callbacks: FlashCallbacks): FlashRunner {
  const { clock, frames, visibility } = sources;
  let state: FlashState = 'idle';
  let plan: FlashPlan | null = null;
  let records: FlashRecord[] = [];
  /** Index of the latest event that has been due; -1 before the first. */
  let cursor = -1;
  /** Whether events[cursor] has been put on the screen. */
  let cursorShown = false;
  let display: FlashDisplay = { kind: 'blank' };
  let frame: number | null = null;
  let pausedAt = 0;
  let unsubscribe: (() => void) | null = null;

  const show = (next: FlashDisplay, time: number) => {
    display = next;
    callbacks.onDisplay(next, time);
  };

  const stop = (next: FlashState) => {
    state = next;
    if (frame !== null) frames.cancel(frame);
    frame = null;
    unsubscribe?.();
    unsubscribe = null;
  };

  const voidAttempt = () => {
    if (state !== 'running') return;
    stop('void');
    callbacks.onVoid?.();
  };

  const schedule = () => {
    frame = frames.request(onFrame);
  };

  function advance(events: FlashEvent[], time: number) {
    while (cursor + 1 < events.length && events[cursor + 1].onset <= time) {
      const passed = events[cursor];
      // A number that was due but never shown before its successor became due: skipped.
      if (passed && !cursorShown && passed.kind === 'number') records[passed.index].actual = null;
      cursor++;
      cursorShown = false;
    }
  }

  function onFrame(time: number) {
    frame = null;
    if (state !== 'running' || !plan) return;
    if (visibility.isHidden()) return voidAttempt();
    const { events, endAt } = plan;
    advance(events, time);

    if (time >= endAt) {
      if (display.kind !== 'blank') show({ kind: 'blank' }, time);
      stop('finished');
      callbacks.onFinish?.(records.map((r) => ({ ...r })));
      return;
    }

    const event = events[cursor];
    if (event && !cursorShown) {
      const sameAsShown = event.kind === 'number' && display.kind === 'number' && display.value === event.value;
      if (sameAsShown) {
        // Equal numbers need a blank frame between them, or "5, 5" reads as one 5.
        show({ kind: 'blank' }, time);
      } else {
        cursorShown = true;
        if (event.kind === 'number') {
          records[event.index].actual = time;
          show({ kind: 'number', index: event.index, value: event.value }, time);
        } else {
          show({ kind: 'countdown', step: event.step, label: event.label }, time);
        }
        callbacks.onOnset?.(event, time);
      }
    } else if (event && time >= event.hideAt && display.kind !== 'blank') {
      show({ kind: 'blank' }, time);
    }
    schedule();
  }

  return {
    get state() {
      return state;
    },
    get plan() {
      return plan;
    },
    records: () => records.map((r) => ({ ...r })),

    start() {
      if (state !== 'idle') throw new Error(`the flash runner was already started (${state})`);
      plan = planFlash(input, clock.now());
      records = plan.events.flatMap((e) =>
        e.kind === 'number' ? [{ index: e.index, value: e.value, planned: e.onset, actual: null }] : [],
      );
      state = 'running';
      unsubscribe = visibility.onChange(() => {
        if (visibility.isHidden()) voidAttempt();
      });
      if (visibility.isHidden()) return voidAttempt();
      show({ kind: 'blank' }, plan.startAt);
      schedule();
    },

    pause() {
      if (state !== 'running') return;
      pausedAt = clock.now();
      state = 'paused';
      if (frame !== null) frames.cancel(frame);
      frame = null;
    },

    resume() {
      if (state !== 'paused' || !plan) return;
      const shift = clock.now() - pausedAt;
      // Everything still to come moves on by the pause, so the rhythm goes on where it stopped.
      plan = {
        ...plan,
        endAt: plan.endAt + shift,
        events: plan.events.map((e, i) => {
          if (i > cursor || (i === cursor && !cursorShown))
            return { ...e, onset: e.onset + shift, hideAt: e.hideAt + shift };
          // The event on the screen keeps the rest of its time.
          return i === cursor ? { ...e, hideAt: e.hideAt + shift } : e;
        }),
      };
      for (const e of plan.events)
        if (e.kind === 'number' && records[e.index].actual === null) records[e.index].planned = e.onset;
      state = 'running';
      if (visibility.isHidden()) return voidAttempt();
      schedule();
    },

    cancel() {
      if (state === 'running' || state === 'paused' || state === 'idle') stop('cancelled');
    },
  };
}
