// Generates the number voices: one audio sprite per voice language in assets/voices/<lang>.{webm,mp3,json},
// spoken by espeak-ng (Debian: apt-get install -y espeak-ng ffmpeg). The outputs are committed; run this
// again only when the lexicon changes:  node --import tsx mfe-games/scripts/make-voices.mjs [lang ...]
// With --check it prints the phonemes espeak-ng would say for every clip instead (to review a language).
// Every number must be said within the interval it is shown at (src/engine/sound/voice-timing.ts, issue 9):
// the clips are said at RATE, then those of numbers that do not fit are said again, quicker, until all fit.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VOICES, voiceClips } from './audio/voice-lexicon.mjs';
import { layOut, readWav, TAIL_MS, trimSilence, writeSprite } from './audio/sprite.mjs';
import { clipSpeedUps } from '../src/engine/sound/voice-timing.ts';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '../assets/voices');
/**
 * Words per minute: quicker than espeak-ng's 175, so that most numbers fit the 1 s interval, the fastest
 * at which numbers are voiced (spec 001 section 5); a longer one is cut when the next number starts.
 */
const RATE = 210;
/** The quickest a clip is said (espeak-ng speeds up beyond 450 with libsonic); a clip that needs more fails. */
const MAX_RATE = 620;
/** Say a clip this much quicker than the measured need, so that one more round is rarely needed. */
const RATE_MARGIN = 1.04;
const MAX_ROUNDS = 8;
const SAMPLE_RATE = 22050;
const OPUS_KBPS = 16;
const MP3_KBPS = 24;
const PARALLEL = 2;

const args = process.argv.slice(2);
const check = args.includes('--check');
const langs = args.filter((a) => !a.startsWith('--'));
for (const lang of langs)
  if (!VOICES[lang]) throw new Error(`unknown voice language ${lang}; known: ${Object.keys(VOICES).join(' ')}`);

if (spawnSync('espeak-ng', ['--version']).status !== 0) {
  console.error('espeak-ng is missing: apt-get install -y espeak-ng ffmpeg');
  process.exit(1);
}

const speak = (voice, text, wav, rate) =>
  new Promise((resolve, reject) => {
    const child = spawn('espeak-ng', ['-v', voice, '-s', String(rate), '-w', wav, '--', text], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`espeak-ng "${text}": ${stderr}`))));
  });

async function pool(items, worker) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await worker(items[i]);
      }
    }),
  );
  return results;
}

async function makeVoice(lang, dir) {
  const { espeak } = VOICES[lang];
  const texts = new Map(voiceClips(lang));
  const rates = new Map([...texts.keys()].map((key) => [key, RATE]));
  const say = async (key) => {
    const wav = join(dir, `${lang}-${key}.wav`);
    await speak(espeak, texts.get(key), wav, rates.get(key));
    const { sampleRate, samples } = readWav(wav);
    if (sampleRate !== SAMPLE_RATE) throw new Error(`${lang} ${key}: espeak-ng wrote ${sampleRate} Hz`);
    return { key, samples: trimSilence(samples, sampleRate) };
  };
  const clips = new Map((await pool([...texts.keys()], say)).map((clip) => [clip.key, clip]));

  for (let round = 1; ; round++) {
    const speedUps = Object.entries(
      clipSpeedUps(lang, { sprite: layOut([...clips.values()], SAMPLE_RATE).sprite, tailMs: TAIL_MS }),
    );
    if (speedUps.length === 0) break;
    if (round > MAX_ROUNDS || speedUps.every(([key]) => rates.get(key) >= MAX_RATE))
      throw new Error(
        `${lang}: ${speedUps.map(([key]) => key).join(' ')} still too long at ${MAX_RATE} words a minute`,
      );
    for (const [key, factor] of speedUps)
      rates.set(key, Math.min(MAX_RATE, Math.ceil(rates.get(key) * factor * RATE_MARGIN)));
    for (const clip of await pool(
      speedUps.map(([key]) => key),
      say,
    ))
      clips.set(clip.key, clip);
  }
  const laid = layOut([...clips.values()], SAMPLE_RATE);
  // The words a minute of every clip said quicker than RATE, to review (and to hear) what fitting changed.
  const quicker = Object.fromEntries([...rates].filter(([, rate]) => rate > RATE));
  const sizes = writeSprite(join(OUT, lang), laid, SAMPLE_RATE, {
    opusKbps: OPUS_KBPS,
    mp3Kbps: MP3_KBPS,
    meta: { lang, engine: `espeak-ng ${espeak}`, rate: RATE, quicker },
  });
  const longest = [...clips.values()].reduce((a, b) => (b.samples.length > a.samples.length ? b : a));
  console.log(
    `${lang}: ${clips.size} clips, ${laid.seconds.toFixed(1)} s, webm ${(sizes.webm / 1024).toFixed(0)} KB, mp3 ${(sizes.mp3 / 1024).toFixed(0)} KB, ` +
      `${Object.keys(quicker).length} clips quicker, longest ${longest.key} ${((longest.samples.length / SAMPLE_RATE) * 1000).toFixed(0)} ms`,
  );
  return sizes;
}

function printPhonemes(lang) {
  const { espeak } = VOICES[lang];
  for (const [key, text] of voiceClips(lang)) {
    const out = spawnSync('espeak-ng', ['-v', espeak, '-q', '-x', '--', text], { encoding: 'utf8' })
      .stdout.trim()
      .replace(/\s+/g, ' ');
    console.log(`${lang}\t${key}\t${text}\t${out}`);
  }
}

const selected = langs.length ? langs : Object.keys(VOICES);
if (check) {
  selected.forEach(printPhonemes);
} else {
  const dir = mkdtempSync(join(tmpdir(), 'voices-'));
  try {
    let total = 0;
    for (const lang of selected) {
      const sizes = await makeVoice(lang, dir);
      total += sizes.webm + sizes.mp3 + sizes.json;
    }
    console.log(`total ${(total / 1024 / 1024).toFixed(2)} MB`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
