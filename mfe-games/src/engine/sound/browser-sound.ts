// The sound service as the play screen uses it: howler and the remote's own audio assets.
import { loadHowlerSprite } from './howler-sprite';
import { soundAssets } from './sound-assets';
import { createSoundService, type SoundOptions, type SoundService } from './sound-service';

export function createBrowserSoundService(options: Pick<SoundOptions, 'voice' | 'effects'>): SoundService {
  return createSoundService({
    ...options,
    assets: soundAssets,
    load: loadHowlerSprite,
    onLoadError: (part, error) => console.warn(`Game ${part} sounds are off:`, error),
  });
}
