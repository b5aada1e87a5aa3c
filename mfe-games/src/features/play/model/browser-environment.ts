// The play screen in a browser: animation frames, performance.now() and the page visibility for the flash,
// howler for the sounds (loaded with the first game that has sound, not with the game list).
import { browserFlashSources } from '@/engine/scheduler/browser-sources';
import type { SoundService } from '@/engine/sound/sound-service';
import type { PlayEnvironment } from '../hooks/use-play-game';
import type { SoundChoice } from './sound-choice';

/** A sound service whose audio code arrives in its own chunk; calls before it has loaded do nothing. */
function lazyBrowserSound(choice: SoundChoice): SoundService {
  let service: SoundService | null = null;
  let disposed = false;
  const loaded = import('@/engine/sound/browser-sound').then(({ createBrowserSoundService }) => {
    if (!disposed) service = createBrowserSoundService(choice);
    return service;
  });
  return {
    ready: loaded.then(
      (s) => s?.ready ?? { voice: false, effects: false },
      (error: unknown) => {
        console.warn('Game sounds are off:', error);
        return { voice: false, effects: false };
      },
    ),
    playCountdown: (step) => service?.playCountdown(step),
    playNumber: (n) => service?.playNumber(n),
    playCongrats: () => service?.playCongrats(),
    stop: () => service?.stop(),
    dispose() {
      disposed = true;
      service?.dispose();
      service = null;
    },
  };
}

export const browserPlayEnvironment: PlayEnvironment = {
  flashSources: browserFlashSources,
  createSound: lazyBrowserSound,
};
