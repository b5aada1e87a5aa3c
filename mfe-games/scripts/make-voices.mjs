// Generates the number voices: one audio sprite per voice language in assets/voices/<lang>.{webm,mp3,json},
// spoken by espeak-ng (Debian: apt-get install -y espeak-ng ffmpeg). The outputs are committed; run this
// again only when the lexicon changes:  node mfe-games/scripts/make-voices.mjs [lang ...]
// With --check it prints the phonemes espeak-ng would say for every clip instead (to review a language).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VOICES, voiceClips } from './audio/voice-lexicon.mjs';
import { layOut, readWav, trimSilence, writeSprite } from './audio/sprite.mjs';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '../assets/voices');
/**
 * Words per minute: quicker than espeak-ng's 175, so that most numbers fit the 1 s interval, the fastest
 * at which numbers are voiced (spec 001 section 5); a longer one is cut when the next number starts.
 */
const RATE = 210;
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

const speak = (voice, text, wav) =>
  new Promise((resolve, reject) => {
    const child = spawn('espeak-ng', ['-v', voice, '-s', String(RATE), '-w', wav, '--', text], {
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
  const clips = await pool(voiceClips(lang), async ([key, text]) => {
    const wav = join(dir, `${lang}-${key}.wav`);
    await speak(espeak, text, wav);
    const { sampleRate, samples } = readWav(wav);
    if (sampleRate !== SAMPLE_RATE) throw new Error(`${lang} ${key}: espeak-ng wrote ${sampleRate} Hz`);
    return { key, samples: trimSilence(samples, sampleRate) };
  });
  const laid = layOut(clips, SAMPLE_RATE);
  const sizes = writeSprite(join(OUT, lang), laid, SAMPLE_RATE, {
    opusKbps: OPUS_KBPS,
    mp3Kbps: MP3_KBPS,
    meta: { lang, engine: `espeak-ng ${espeak}` },
  });
  const longest = clips.reduce((a, b) => (b.samples.length > a.samples.length ? b : a));
  console.log(
    `${lang}: ${clips.length} clips, ${laid.seconds.toFixed(1)} s, webm ${(sizes.webm / 1024).toFixed(0)} KB, mp3 ${(sizes.mp3 / 1024).toFixed(0)} KB, ` +
      `longest ${longest.key} ${((longest.samples.length / SAMPLE_RATE) * 1000).toFixed(0)} ms`,
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
