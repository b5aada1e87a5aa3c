// What the sound service needs from a loaded audio sprite; howler in the browser (howler-sprite.ts),
// a fake in tests.

export interface SpriteSound {
  /** The clip keys of the sprite. */
  readonly clips: readonly string[];
  /** Starts a clip now; `onEnd` runs when its sound is over (not when it is stopped). */
  play(clip: string, onEnd?: () => void): void;
  /** Stops every clip that is playing; their `onEnd` never runs. */
  stop(): void;
  unload(): void;
}

/** A sprite's audio in two encodings (webm/opus first, mp3 for browsers without opus) and its map. */
export interface SpriteAsset {
  webm: string;
  mp3: string;
  /** Clip key -> [offset ms, duration ms], as howler takes it. */
  sprite: Record<string, [number, number]>;
  /** Silence at the end of every clip (room for the mp3 encoder delay): a clip is heard to its end this early. */
  tailMs: number;
}

export type SpriteLoader = (asset: SpriteAsset, volume: number) => Promise<SpriteSound>;
