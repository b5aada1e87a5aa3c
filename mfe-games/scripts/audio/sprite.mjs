// Audio sprites: clips of 16-bit mono PCM laid end to end with silent gaps, encoded once to webm/opus and
// mp3, plus the howler sprite map ({ key: [offsetMs, durationMs] }).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Silence between clips, so that a clip never bleeds into the next one. */
const GAP_MS = 150;
/**
 * Each sprite entry runs this far into the following silence: a decoder that does not strip the mp3
 * encoder delay (about 50 ms) still plays the whole clip.
 */
export const TAIL_MS = 60;

/** The PCM samples of a 16-bit mono WAV file (as espeak-ng writes them). */
export function readWav(path) {
  const buffer = readFileSync(path);
  if (buffer.toString('ascii', 0, 4) !== 'RIFF' || buffer.toString('ascii', 8, 12) !== 'WAVE')
    throw new Error(`${path}: not a WAV file`);
  let offset = 12;
  let format = null;
  while (offset + 8 <= buffer.length) {
    const id = buffer.toString('ascii', offset, offset + 4);
    const size = buffer.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = {
        channels: buffer.readUInt16LE(body + 2),
        sampleRate: buffer.readUInt32LE(body + 4),
        bits: buffer.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (format?.channels !== 1 || format.bits !== 16) throw new Error(`${path}: expected 16-bit mono PCM`);
      // espeak-ng may leave the data size unset when it streams; take what is there.
      const end = Math.min(buffer.length, size > 0 && size < 0x7fffffff ? body + size : buffer.length);
      const samples = new Int16Array(Math.floor((end - body) / 2));
      for (let i = 0; i < samples.length; i++) samples[i] = buffer.readInt16LE(body + i * 2);
      return { sampleRate: format.sampleRate, samples };
    }
    offset = body + size + (size % 2);
  }
  throw new Error(`${path}: no data chunk`);
}

/** Cuts leading and trailing silence, keeping a little air around the sound. */
export function trimSilence(samples, sampleRate, { threshold = 400, beforeMs = 5, afterMs = 20 } = {}) {
  let first = 0;
  while (first < samples.length && Math.abs(samples[first]) < threshold) first++;
  let last = samples.length - 1;
  while (last > first && Math.abs(samples[last]) < threshold) last--;
  if (first >= samples.length) throw new Error('the clip is silent');
  const start = Math.max(0, first - Math.round((beforeMs * sampleRate) / 1000));
  const end = Math.min(samples.length, last + 1 + Math.round((afterMs * sampleRate) / 1000));
  return samples.slice(start, end);
}

/** Lays the clips end to end; every clip is scaled by the same gain so the loudest peak reaches `peak`. */
export function layOut(clips, sampleRate, { peak = 0.9 } = {}) {
  const gap = Math.round((GAP_MS * sampleRate) / 1000);
  const total = clips.reduce((sum, clip) => sum + clip.samples.length + gap, gap);
  const pcm = new Int16Array(total);
  const max = clips.reduce((m, clip) => clip.samples.reduce((n, s) => Math.max(n, Math.abs(s)), m), 1);
  const gain = (peak * 32767) / max;
  const sprite = {};
  let at = gap;
  for (const { key, samples } of clips) {
    if (sprite[key]) throw new Error(`duplicate clip ${key}`);
    for (let i = 0; i < samples.length; i++) pcm[at + i] = Math.round(samples[i] * gain);
    const startMs = (at * 1000) / sampleRate;
    const durationMs = (samples.length * 1000) / sampleRate + TAIL_MS;
    sprite[key] = [Math.floor(startMs), Math.ceil(durationMs)];
    at += samples.length + gap;
  }
  return { pcm, sprite, seconds: total / sampleRate };
}

const run = (args) => {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`ffmpeg ${args.join(' ')} failed: ${result.stderr}`);
};

/**
 * Writes <base>.webm (opus) and <base>.mp3 (constant bit rate, so that browsers seek to a sprite exactly)
 * and <base>.json. Returns the file sizes in bytes.
 */
export function writeSprite(base, { pcm, sprite }, sampleRate, { opusKbps, mp3Kbps, meta = {} }) {
  const dir = mkdtempSync(join(tmpdir(), 'sprite-'));
  try {
    const raw = join(dir, 'all.raw');
    writeFileSync(raw, Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength));
    const input = ['-f', 's16le', '-ar', String(sampleRate), '-ac', '1', '-i', raw, '-map_metadata', '-1'];
    run([
      ...input,
      '-c:a',
      'libopus',
      '-b:a',
      `${opusKbps}k`,
      '-vbr',
      'constrained',
      '-application',
      'audio',
      `${base}.webm`,
    ]);
    run([...input, '-c:a', 'libmp3lame', '-b:a', `${mp3Kbps}k`, '-ar', String(mp3Rate(sampleRate)), `${base}.mp3`]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // tailMs tells the player where a clip's sound ends, to chain the parts of a number without a pause.
  writeFileSync(`${base}.json`, `${JSON.stringify({ ...meta, tailMs: TAIL_MS, sprite })}\n`);
  return {
    webm: statSync(`${base}.webm`).size,
    mp3: statSync(`${base}.mp3`).size,
    json: statSync(`${base}.json`).size,
  };
}

// MPEG-2 layer 3 rates, for low bit rates.
const mp3Rate = (sampleRate) => (sampleRate >= 24000 ? 24000 : 22050);
