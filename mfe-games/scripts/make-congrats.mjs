// Generates the 28 congratulation sounds (played one at random on a right answer) into one sprite,
// assets/sounds/congrats.{webm,mp3,json}. They are synthesized here, without words so that they suit every
// language: 7 short major-key motifs (arpeggios, a pentatonic run, a fanfare, a "ta-da" chord...) each played
// by 4 instruments in 4 keys (glockenspiel, marimba, harp, celesta; additive synthesis with decaying partials).
// The outputs are committed; run again only to change them:  node mfe-games/scripts/make-congrats.mjs
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { layOut, writeSprite } from './audio/sprite.mjs';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '../assets/sounds/congrats');
const SAMPLE_RATE = 24000;

/** Partials as [frequency ratio, amplitude, decay time constant in seconds]. */
const INSTRUMENTS = {
  glockenspiel: {
    partials: [
      [1, 1, 0.9],
      [2.76, 0.35, 0.35],
      [5.4, 0.15, 0.15],
      [8.93, 0.06, 0.08],
    ],
    root: 1046.5,
    step: 0.09,
  },
  marimba: {
    partials: [
      [1, 1, 0.45],
      [3.93, 0.25, 0.12],
      [9.2, 0.06, 0.04],
    ],
    root: 392.0,
    step: 0.11,
  },
  harp: {
    partials: [
      [1, 1, 0.8],
      [2, 0.45, 0.45],
      [3, 0.22, 0.3],
      [4, 0.1, 0.2],
      [5, 0.05, 0.15],
    ],
    root: 440.0,
    step: 0.1,
  },
  celesta: {
    partials: [
      [1, 1, 1.1],
      [2, 0.2, 0.5],
      [3, 0.08, 0.25],
    ],
    root: 698.46,
    step: 0.085,
  },
};

/** Notes as [semitones above the root, onset in steps]; every note rings on. */
const MOTIFS = {
  arpeggio: [
    [0, 0],
    [4, 1],
    [7, 2],
    [12, 3],
  ],
  longArpeggio: [
    [0, 0],
    [4, 1],
    [7, 2],
    [12, 3],
    [16, 4],
  ],
  taDa: [
    [7, 0],
    [12, 1],
    [0, 3],
    [4, 3],
    [7, 3],
    [12, 3],
  ],
  pentatonic: [
    [0, 0],
    [2, 1],
    [4, 2],
    [7, 3],
    [9, 4],
    [12, 5],
  ],
  fanfare: [
    [7, 0],
    [7, 1],
    [7, 2],
    [12, 3.5],
    [16, 3.5],
  ],
  sparkle: [
    [12, 0],
    [7, 1],
    [4, 2],
    [7, 3],
    [12, 4],
    [16, 5],
  ],
  twoChords: [
    [0, 0],
    [4, 0],
    [7, 0],
    [5, 2.5],
    [9, 2.5],
    [12, 2.5],
    [7, 5],
    [12, 5],
    [16, 5],
    [19, 5],
  ],
};
const RING_SECONDS = 0.9;
const ATTACK_SECONDS = 0.004;

function synthesize({ partials, root, step }, notes) {
  const end = Math.max(...notes.map(([, at]) => at)) * step + RING_SECONDS;
  const out = new Float64Array(Math.ceil(end * SAMPLE_RATE));
  for (const [semitones, at] of notes) {
    const frequency = root * 2 ** (semitones / 12);
    const start = Math.round(at * step * SAMPLE_RATE);
    // Partials above the Nyquist frequency would fold back as harsh, out-of-tune tones.
    const audible = partials.filter(([ratio]) => frequency * ratio < 0.45 * SAMPLE_RATE);
    for (let i = 0; start + i < out.length; i++) {
      const t = i / SAMPLE_RATE;
      const attack = Math.min(1, t / ATTACK_SECONDS);
      // The note fades out over the last 80 ms of the sound, so it ends in silence.
      const release = Math.min(1, (out.length - start - i) / (0.08 * SAMPLE_RATE));
      let value = 0;
      for (const [ratio, amplitude, decay] of audible)
        value += amplitude * Math.exp(-t / decay) * Math.sin(2 * Math.PI * frequency * ratio * t);
      out[start + i] += value * attack * release;
    }
  }
  const peak = out.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
  return Int16Array.from(out, (v) => Math.round((v / peak) * 0.9 * 32767));
}

const clips = [];
for (const instrument of Object.values(INSTRUMENTS)) {
  for (const notes of Object.values(MOTIFS))
    clips.push({ key: `s${clips.length + 1}`, samples: synthesize(instrument, notes) });
}
const laid = layOut(clips, SAMPLE_RATE);
const sizes = writeSprite(OUT, laid, SAMPLE_RATE, { opusKbps: 24, mp3Kbps: 32, meta: { count: clips.length } });
console.log(
  `congrats: ${clips.length} sounds, ${laid.seconds.toFixed(1)} s, webm ${(sizes.webm / 1024).toFixed(0)} KB, mp3 ${(sizes.mp3 / 1024).toFixed(0)} KB`,
);
