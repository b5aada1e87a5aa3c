// Loads an audio sprite with howler (Web Audio, so clips start without the delay of an <audio> element).
// webm/opus is tried first where the browser says it plays opus, mp3 otherwise or when that fails.
import { Howl } from 'howler';
import type { SpriteAsset, SpriteLoader, SpriteSound } from './sprite-sound';

const playsOpus = () =>
  typeof Audio !== 'undefined' && new Audio().canPlayType('audio/webm; codecs="opus"').replace(/^no$/, '') !== '';

function loadHowl(url: string, format: string, asset: SpriteAsset, volume: number): Promise<Howl> {
  return new Promise((resolve, reject) => {
    const howl: Howl = new Howl({
      src: [url],
      format: [format],
      sprite: asset.sprite,
      volume,
      preload: true,
      onload: () => resolve(howl),
      onloaderror: (_id, error) => {
        howl.unload();
        reject(new Error(`audio ${url} did not load: ${String(error)}`));
      },
    });
  });
}

function spriteSound(howl: Howl, asset: SpriteAsset): SpriteSound {
  // A clip's sound ends tailMs before its sprite entry does; timing the next part from there (rather than
  // howler's end event) chains "three hundred" "forty-five" without a pause in between.
  const timers = new Set<ReturnType<typeof setTimeout>>();
  return {
    clips: Object.keys(asset.sprite),
    play(clip, onEnd) {
      const id = howl.play(clip);
      if (!onEnd || !asset.sprite[clip]) return;
      const heard = Math.max(0, asset.sprite[clip][1] - asset.tailMs);
      // Counted from when it really starts: a locked audio context delays the start until a user gesture.
      howl.once(
        'play',
        () => {
          const timer = setTimeout(() => {
            timers.delete(timer);
            onEnd();
          }, heard);
          timers.add(timer);
        },
        id,
      );
    },
    stop() {
      timers.forEach(clearTimeout);
      timers.clear();
      howl.off('play');
      howl.stop();
    },
    unload() {
      timers.forEach(clearTimeout);
      timers.clear();
      howl.unload();
    },
  };
}

export const loadHowlerSprite: SpriteLoader = async (asset, volume) => {
  if (playsOpus()) {
    try {
      return spriteSound(await loadHowl(asset.webm, 'webm', asset, volume), asset);
    } catch {
      // Some browsers report opus but cannot decode it (or howler's codec check says no): use the mp3.
    }
  }
  return spriteSound(await loadHowl(asset.mp3, 'mp3', asset, volume), asset);
};
