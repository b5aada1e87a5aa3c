// pnpm bench voices: for every voice language, the number that takes longest to say at each of the fastest
// voiced speeds (src/engine/sound/voice-timing.ts), against its interval. Figures from the committed sprite
// maps; the voice test holds the same limit.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VOICE_LANGUAGES } from '../src/engine/config/game-config';
import {
  fitsInterval,
  longestNumber,
  VOICE_SLACK_MS,
  VOICE_TIERS,
  type VoiceManifest,
} from '../src/engine/sound/voice-timing';

const assets = join(import.meta.dirname, '../assets/voices');
console.log(`longest number said per language and interval (each must end ${VOICE_SLACK_MS} ms before the next)`);
for (const lang of VOICE_LANGUAGES) {
  const manifest: VoiceManifest = JSON.parse(readFileSync(join(assets, `${lang}.json`), 'utf8'));
  const figures = VOICE_TIERS.map((tier) => {
    const { n, ms } = longestNumber(lang, manifest, tier);
    const mark = fitsInterval(ms, tier) ? 'ok' : 'OVER';
    return `${(tier.intervalMs / 1000).toFixed(1)} s: ${String(n).padStart(7)} ${String(Math.round(ms)).padStart(5)} ms ${mark}`;
  });
  console.log(`${lang.padEnd(3)} ${figures.join('   ')}`);
}
