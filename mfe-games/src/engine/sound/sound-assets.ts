// The committed sprites (mfe-games/assets) as files of the remote's build: webpack emits them as assets
// with hashed names under the remote's own folder, and the URL it gives is relative to the remote's
// public path (publicPath 'auto'), so they are served wherever the remote is.
import type { VoiceLanguage } from '../config/game-config';
import type { SoundAssets } from './sound-service';
import type { SpriteAsset } from './sprite-sound';

type UrlModule = { default: string };
type SpriteMap = { sprite?: Record<string, number[]>; tailMs?: number };
type MapModule = SpriteMap & { default?: SpriteMap };

function spriteOf(map: MapModule): SpriteAsset['sprite'] {
  const entries = Object.entries(map.default?.sprite ?? map.sprite ?? {});
  if (entries.length === 0) throw new Error('the sprite map has no clips');
  return Object.fromEntries(
    entries.map(([key, span]) => {
      if (span.length !== 2 || !span.every(Number.isFinite)) throw new Error(`bad sprite entry ${key}`);
      return [key, [span[0], span[1]] as [number, number]];
    }),
  );
}

const tailOf = (map: MapModule) => map.default?.tailMs ?? map.tailMs ?? 0;

export const soundAssets: SoundAssets = {
  async voice(lang: VoiceLanguage) {
    // The URLs are bundled (a few bytes each); the maps are small chunks loaded for the one language.
    const [webm, mp3, map] = await Promise.all([
      import(/* webpackMode: "eager" */ `../../../assets/voices/${lang}.webm`) as Promise<UrlModule>,
      import(/* webpackMode: "eager" */ `../../../assets/voices/${lang}.mp3`) as Promise<UrlModule>,
      import(/* webpackChunkName: "voice-map-[request]" */ `../../../assets/voices/${lang}.json`) as Promise<MapModule>,
    ]);
    return { webm: webm.default, mp3: mp3.default, sprite: spriteOf(map), tailMs: tailOf(map) };
  },
  async congrats() {
    const [webm, mp3, map] = await Promise.all([
      import(/* webpackMode: "eager" */ '../../../assets/sounds/congrats.webm') as Promise<UrlModule>,
      import(/* webpackMode: "eager" */ '../../../assets/sounds/congrats.mp3') as Promise<UrlModule>,
      import('../../../assets/sounds/congrats.json') as Promise<MapModule>,
    ]);
    return { webm: webm.default, mp3: mp3.default, sprite: spriteOf(map), tailMs: tailOf(map) };
  },
};
