// The flash runner's clock, animation frames and page visibility under a test's control: the clock moves
// only when told, each frame runs only when the test releases it, and the page is hidden at will.
import type { FlashSources } from '../engine/scheduler/flash-runner';

export function fakeFlashSources(start = 0) {
  let now = start;
  let waiting: ((time: number) => void) | null = null;
  let hidden = false;
  const listeners = new Set<() => void>();

  const sources: FlashSources = {
    clock: { now: () => now },
    frames: {
      request(callback) {
        waiting = callback;
        return 1;
      },
      cancel() {
        waiting = null;
      },
    },
    visibility: {
      isHidden: () => hidden,
      onChange(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  };

  return {
    sources,
    get now() {
      return now;
    },
    /** Whether the runner waits for a frame. */
    get waiting() {
      return waiting !== null;
    },
    /** Moves the clock to `time` and runs the waiting frame there. */
    frame(time: number) {
      now = time;
      const callback = waiting;
      waiting = null;
      callback?.(time);
    },
    /** Moves the clock without a frame (a pause). */
    setNow(time: number) {
      now = time;
    },
    setHidden(value: boolean) {
      hidden = value;
      for (const listener of listeners) listener();
    },
  };
}

export type FakeFlashSources = ReturnType<typeof fakeFlashSources>;
