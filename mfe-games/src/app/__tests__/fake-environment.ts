// A play environment the test drives: the flash sources of testing/fake-flash-sources.ts (a clock and frames
// it releases by hand, a page visibility it can flip) and a sound service that records what it was asked to play.
import type { SoundService } from '@/engine/sound/sound-service';
import { fakeFlashSources } from '@/testing/fake-flash-sources';
import type { PlayEnvironment } from '@/features/play/hooks/use-play-game';
import type { SoundChoice } from '@/features/play/model/sound-choice';

export interface FakeSound extends SoundService {
  calls: string[];
  choice: SoundChoice;
  stops: number;
  disposed: boolean;
}

export function fakeEnvironment() {
  const flash = fakeFlashSources();
  const sounds: FakeSound[] = [];

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

  const environment: PlayEnvironment = { flashSources: flash.sources, createSound };
  // The flash sources' clock, frames and visibility controls, with the environment and its sounds.
  return Object.assign(flash, { environment, sounds });
}
