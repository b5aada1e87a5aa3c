// How long a number takes to say with a voice sprite, and the numbers that must be said within their
// interval (issue 9: "every number that can be shown at an allowed speed is said within its interval").
// Pure: the sprite maps are the duration manifest (mfe-games/assets/voices/<lang>.json); the voice test and
// `pnpm bench voices` both read them through this module.
import { MAX_VOICED_NUMBER } from '@abacus/contract/games';
import type { VoiceLanguage } from '../config/game-config';
import { numberParts } from './number-parts';

export interface VoiceManifest {
  sprite: Record<string, readonly number[]>;
  /** Each entry runs this far past its sound (see sprite.mjs); the next part starts where the sound ends. */
  tailMs: number;
}

/**
 * The fastest interval at which numbers of a complexity are voiced, and the largest numbers shown there.
 * Sound is forced off under 1 s at complexity 10 or less and under 2.5 s from 100 on (settings-rules
 * `soundForcedOff`). Numbers have the complexity's places ("-99" at 10); an only-subtract set starts at
 * most one place higher (999 at 10) and never above MAX_VOICED_NUMBER (api generate-anzan.ts).
 */
export const VOICE_TIERS = [
  { intervalMs: 1000, complexity: 10, largestNegative: 99, largestPositive: 999 },
  { intervalMs: 2500, complexity: 10_000, largestNegative: MAX_VOICED_NUMBER, largestPositive: MAX_VOICED_NUMBER },
] as const;
export type VoiceTier = (typeof VOICE_TIERS)[number];

/**
 * Room left between the end of a number's voice and the next number's onset: the audio output's own
 * latency and a breath, so that numbers do not run into each other.
 */
export const VOICE_SLACK_MS = 100;

/** How long `parts` sound when chained as sound-service does (each part starts where the previous one's sound ends). */
export function utteranceMs(manifest: VoiceManifest, parts: readonly string[]): number {
  return parts.reduce((sum, key) => {
    const span = manifest.sprite[key];
    if (!span) throw new Error(`the voice has no clip ${key}`);
    return sum + Math.max(0, (span[1] ?? 0) - manifest.tailMs);
  }, 0);
}

export interface LongestNumber {
  n: number;
  ms: number;
}

/** The number of a tier that takes longest to say in `lang`. */
export function longestNumber(lang: VoiceLanguage, manifest: VoiceManifest, tier: VoiceTier): LongestNumber {
  let longest: LongestNumber = { n: 0, ms: -1 };
  for (let n = -tier.largestNegative; n <= tier.largestPositive; n++) {
    const ms = utteranceMs(manifest, numberParts(lang, n));
    if (ms > longest.ms) longest = { n, ms };
  }
  return longest;
}

/** Whether a number said in `ms` ends in time for the next one at the tier's interval. */
export const fitsInterval = (ms: number, tier: VoiceTier) => ms + VOICE_SLACK_MS <= tier.intervalMs;

/**
 * How much faster each clip must be said so that every number of every tier fits: for a clip, the largest
 * (utterance + slack) / interval among the numbers it is part of that do not fit. Clips of numbers that all
 * fit are absent. make-voices.mjs says those clips again at a quicker rate until nothing is left.
 */
export function clipSpeedUps(lang: VoiceLanguage, manifest: VoiceManifest): Record<string, number> {
  const factors: Record<string, number> = {};
  for (const tier of VOICE_TIERS) {
    for (let n = -tier.largestNegative; n <= tier.largestPositive; n++) {
      const parts = numberParts(lang, n);
      const ms = utteranceMs(manifest, parts);
      if (fitsInterval(ms, tier)) continue;
      const factor = (ms + VOICE_SLACK_MS) / tier.intervalMs;
      for (const key of parts) factors[key] = Math.max(factors[key] ?? 1, factor);
    }
  }
  return factors;
}
