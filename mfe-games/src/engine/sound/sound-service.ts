// The game's sounds: number voices (composed from sprite clips), the 3-2-1-GO countdown and the 28
// congratulation sounds. Volumes (spec 001 section 9, "0.03 and 0.05"): the voice is the content a child
// listens to, so it gets the louder 0.05; the congratulation sounds are effects at 0.03.
// Whether the numbers are voiced at all (the sound checkbox, the forced-off rules of spec section 5) is the
// caller's decision: pass `voice: null` when `soundAvailable(config) && config.withSound` is false.
import type { VoiceLanguage } from '../config/game-config';
import { canVoice, COUNTDOWN_CLIPS, numberParts } from './number-parts';
import type { SpriteAsset, SpriteLoader, SpriteSound } from './sprite-sound';

export const VOICE_VOLUME = 0.05;
export const EFFECTS_VOLUME = 0.03;

export interface SoundAssets {
  voice(lang: VoiceLanguage): Promise<SpriteAsset>;
  congrats(): Promise<SpriteAsset>;
}

export interface SoundOptions {
  /** The voice language, or null when numbers and countdown are silent. */
  voice: VoiceLanguage | null;
  /** Whether the congratulation sounds play. */
  effects: boolean;
  assets: SoundAssets;
  load: SpriteLoader;
  random?: () => number;
  /** Told why a sprite could not load; that part then stays silent. */
  onLoadError?: (part: 'voice' | 'effects', error: unknown) => void;
}

export interface SoundService {
  /** Settles once every sprite has loaded or failed, telling which parts can sound. Never rejects. */
  readonly ready: Promise<{ voice: boolean; effects: boolean }>;
  /** Step 0..3 of the countdown: "3", "2", "1", "GO". */
  playCountdown(step: number): void;
  /** Says a number; call it from the flash runner's onset callback so the voice starts with the number. */
  playNumber(n: number): void;
  /** One of the congratulation sounds at random, never the same twice in a row. */
  playCongrats(): void;
  /** Silences everything now (leaving the game, pausing, a voided attempt). */
  stop(): void;
  /** Stops and frees the audio. */
  dispose(): void;
}

export function createSoundService(options: SoundOptions): SoundService {
  const random = options.random ?? Math.random;
  let voice: SpriteSound | null = null;
  let effects: SpriteSound | null = null;
  let disposed = false;
  // Each new utterance takes a new number, so that the rest of an interrupted one never plays.
  let utterance = 0;
  let lastCongrats = -1;

  async function loadPart(part: 'voice' | 'effects', asset: () => Promise<SpriteAsset>, volume: number) {
    try {
      const sound = await options.load(await asset(), volume);
      if (!disposed) return sound;
      sound.unload();
    } catch (error) {
      options.onLoadError?.(part, error);
    }
    return null;
  }

  const language = options.voice;
  const ready = Promise.all([
    language ? loadPart('voice', () => options.assets.voice(language), VOICE_VOLUME) : null,
    options.effects ? loadPart('effects', () => options.assets.congrats(), EFFECTS_VOLUME) : null,
  ]).then(([loadedVoice, loadedEffects]) => {
    voice = loadedVoice;
    effects = loadedEffects;
    return { voice: voice !== null, effects: effects !== null };
  });

  function say(parts: readonly string[]) {
    const sound = voice;
    if (!sound) return;
    const id = ++utterance;
    sound.stop();
    const next = (i: number) => {
      if (id !== utterance || i >= parts.length) return;
      sound.play(parts[i], () => next(i + 1));
    };
    next(0);
  }

  function stop() {
    utterance++;
    voice?.stop();
    effects?.stop();
  }

  return {
    ready,
    playCountdown(step) {
      const clip = COUNTDOWN_CLIPS[step];
      if (clip) say([clip]);
    },
    playNumber(n) {
      if (language && canVoice(n)) say(numberParts(language, n));
    },
    playCongrats() {
      const sound = effects;
      if (!sound || sound.clips.length === 0) return;
      let pick = Math.floor(random() * sound.clips.length);
      if (pick === lastCongrats && sound.clips.length > 1) pick = (pick + 1) % sound.clips.length;
      lastCongrats = pick;
      sound.stop();
      sound.play(sound.clips[pick]);
    },
    stop,
    dispose() {
      stop();
      disposed = true;
      voice?.unload();
      effects?.unload();
      voice = null;
      effects = null;
    },
  };
}
