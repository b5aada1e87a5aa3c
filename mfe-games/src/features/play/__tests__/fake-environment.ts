// A play environment the test drives: a clock and animation frames it releases by hand, a page visibility
// it can flip, and a sound service that records what it was asked to play.
import type { FlashSources } from '../../../engine/scheduler/flash-runner';
import type { SoundService } from '../../../engine/sound/sound-service';
import type { PlayEnvironment } from '../hooks/use-play-game';
import type { SoundChoice } from '../model/sound-choice';

export interface FakeSound extends SoundService {
  calls: string[];
  choice: SoundChoice;
  stops: number;
  disposed: boolean;
}

export function fakeEnvironment() {
  let now = 0;
  let waiting: ((time: number) => void) | null = null;
  let hidden = false;
  const listeners = new Set<() => void>();
  const sounds: FakeSound[] = [];

  const flashSources: FlashSources = {
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

  const createSound = (choice: SoundChoice): SoundService => {
    const sound: FakeSound = {
      calls: [],
      choice,
      stops: 0,
      disposed: false,
      ready: Promise.resolve({ voice: choice.voice !== null, effects: choice.effects }),
      playCountdown: (step) => void sound.calls.push(`countdown ${step}`),
      playNumber: (n) => void sound.calls.push(`number ${n}`),
      playCongrats: () => void sound.calls.push('congrats'),
      stop: () => void sound.stops++,
      dispose: () => {
        sound.disposed = true;
      },
    };
    sounds.push(sound);
    return sound;
  };

  const environment: PlayEnvironment = { flashSources, createSound };
  return {
    environment,
    sounds,
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
      listeners.forEach((listener) => listener());
    },
  };
}
