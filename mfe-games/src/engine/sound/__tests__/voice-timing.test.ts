import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VOICE_LANGUAGES, type VoiceLanguage } from '../../config/game-config';
import { soundForcedOff } from '../../config/settings-rules';
import { COUNTDOWN_STEP_MS } from '../../scheduler/flash-timeline';
import { COUNTDOWN_CLIPS } from '../number-parts';
import {
  clipSpeedUps,
  fitsInterval,
  longestNumber,
  utteranceMs,
  VOICE_SLACK_MS,
  VOICE_TIERS,
  type VoiceManifest,
} from '../voice-timing';

const manifestOf = (lang: VoiceLanguage): VoiceManifest =>
  JSON.parse(readFileSync(join(__dirname, '../../../../assets/voices', `${lang}.json`), 'utf8'));

describe('voice timing', () => {
  const manifest: VoiceManifest = {
    tailMs: 60,
    sprite: { minus: [0, 360], n5: [400, 260], n99: [700, 960], h9: [1700, 760] },
  };

  it('chains the parts of a number where each sound ends, without the tails', () => {
    expect(utteranceMs(manifest, ['n5'])).toBe(200);
    expect(utteranceMs(manifest, ['minus', 'n99'])).toBe(300 + 900);
    expect(() => utteranceMs(manifest, ['k'])).toThrow(/no clip k/);
  });

  it('the tiers are the fastest speeds sound is allowed at (settings rules)', () => {
    for (const tier of VOICE_TIERS) {
      expect(soundForcedOff(tier.intervalMs / 1000, tier.complexity)).toBe(false);
      expect(soundForcedOff((tier.intervalMs - 100) / 1000, tier.complexity)).toBe(true);
    }
  });

  it('asks for quicker clips only where a number runs past its interval', () => {
    // "minus 99" takes 1200 ms + 100 ms of slack against 1000 ms, and "999" (an only-subtract start) 1240 ms;
    // "minus 5" (500 ms) fits.
    const speedUps = clipSpeedUps('pl', {
      ...manifest,
      sprite: {
        ...Object.fromEntries(Array.from({ length: 100 }, (_, k) => [`n${k}`, [0, 260]])),
        ...Object.fromEntries(Array.from({ length: 9 }, (_, k) => [`h${k + 1}`, [0, 400]])),
        k: [0, 300],
        kf: [0, 300],
        k1: [0, 300],
        minus: [0, 360],
        n99: [0, 960],
      },
    });
    expect(speedUps.n99).toBeCloseTo(1.34);
    expect(speedUps.h9).toBeCloseTo(1.34);
    expect(speedUps.minus).toBeCloseTo(1.3);
    expect(speedUps.n5).toBeUndefined();
    expect(fitsInterval(1000 - VOICE_SLACK_MS, VOICE_TIERS[0])).toBe(true);
    expect(fitsInterval(1001 - VOICE_SLACK_MS, VOICE_TIERS[0])).toBe(false);
  });

  // Issue 9: "Every number that can be shown at an allowed speed is said within its interval" (Polish "minus
  // 99" took 1.58 s at 1.0 s, "minus 99 999" 4.06 s at 2.5 s).
  it.each(VOICE_LANGUAGES)('%s: every number is said within the interval it can be shown at', (lang) => {
    const voice = manifestOf(lang);
    for (const tier of VOICE_TIERS) {
      const longest = longestNumber(lang, voice, tier);
      expect({ tier: tier.intervalMs, ...longest, fits: fitsInterval(longest.ms, tier) }).toEqual({
        tier: tier.intervalMs,
        ...longest,
        fits: true,
      });
    }
    for (const clip of COUNTDOWN_CLIPS)
      expect(utteranceMs(voice, [clip]) + VOICE_SLACK_MS).toBeLessThanOrEqual(COUNTDOWN_STEP_MS);
  });
});
