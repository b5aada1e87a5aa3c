import { createSoundService, EFFECTS_VOLUME, VOICE_VOLUME, type SoundAssets } from '../sound-service';
import type { SpriteAsset, SpriteSound } from '../sprite-sound';

/** A sprite that records what it plays; the test ends clips by hand. */
class FakeSprite implements SpriteSound {
  played: string[] = [];
  stops = 0;
  unloaded = false;
  private ends: (() => void)[] = [];
  constructor(readonly clips: string[]) {}
  play(clip: string, onEnd?: () => void) {
    this.played.push(clip);
    this.ends.push(onEnd ?? (() => undefined));
  }
  stop() {
    this.stops++;
    this.ends = [];
  }
  unload() {
    this.unloaded = true;
  }
  /** The oldest playing clip reaches its end. */
  end() {
    this.ends.shift()?.();
  }
}

const asset = (name: string, clips: string[]): SpriteAsset => ({
  webm: `${name}.webm`,
  mp3: `${name}.mp3`,
  sprite: Object.fromEntries(clips.map((clip, i) => [clip, [i * 1000, 800] as [number, number]])),
  tailMs: 60,
});
const congratsClips = Array.from({ length: 28 }, (_, i) => `s${i + 1}`);
const assets: SoundAssets = {
  voice: async (lang) => asset(`voice-${lang}`, ['n5', 'n20', 'n45', 'h3', 'minus', 'c3', 'c2', 'c1', 'go']),
  congrats: async () => asset('congrats', congratsClips),
};

function setUp(options: { voice?: 'ru' | null; effects?: boolean; random?: () => number; failing?: string } = {}) {
  const sprites: Record<string, FakeSprite> = {};
  const volumes: Record<string, number> = {};
  const onLoadError = jest.fn();
  const service = createSoundService({
    voice: options.voice === undefined ? 'ru' : options.voice,
    effects: options.effects ?? true,
    assets,
    random: options.random,
    onLoadError,
    load: async (loaded, volume) => {
      if (loaded.webm === options.failing) throw new Error('network down');
      volumes[loaded.webm] = volume;
      sprites[loaded.webm] = new FakeSprite(Object.keys(loaded.sprite));
      return sprites[loaded.webm];
    },
  });
  return { service, sprites, volumes, onLoadError };
}

describe('sound service', () => {
  it('loads the voice at 0.05 and the congratulations at 0.03', async () => {
    const { service, volumes } = setUp();
    await expect(service.ready).resolves.toEqual({ voice: true, effects: true });
    expect(volumes).toEqual({ 'voice-ru.webm': VOICE_VOLUME, 'congrats.webm': EFFECTS_VOLUME });
    expect([VOICE_VOLUME, EFFECTS_VOLUME]).toEqual([0.05, 0.03]);
  });

  it('says a composed number clip after clip, starting at once', async () => {
    const { service, sprites } = setUp();
    await service.ready;
    const voice = sprites['voice-ru.webm'];
    service.playNumber(-345);
    expect(voice.played).toEqual(['minus']);
    voice.end();
    expect(voice.played).toEqual(['minus', 'h3']);
    voice.end();
    voice.end();
    expect(voice.played).toEqual(['minus', 'h3', 'n45']);
  });

  it('cuts the previous number short when the next one starts', async () => {
    const { service, sprites } = setUp();
    await service.ready;
    const voice = sprites['voice-ru.webm'];
    service.playNumber(345);
    service.playNumber(5);
    voice.end();
    expect(voice.played).toEqual(['h3', 'n5']);
    expect(voice.stops).toBe(2);
  });

  it('plays the countdown steps', async () => {
    const { service, sprites } = setUp();
    await service.ready;
    for (const step of [0, 1, 2, 3]) service.playCountdown(step);
    expect(sprites['voice-ru.webm'].played).toEqual(['c3', 'c2', 'c1', 'go']);
  });

  it('picks a congratulation at random among the 28, never the same twice in a row', async () => {
    const values = [0, 0, 0.5, 0.999];
    const { service, sprites } = setUp({ random: () => values.shift()! });
    await service.ready;
    for (let i = 0; i < 4; i++) service.playCongrats();
    expect(sprites['congrats.webm'].played).toEqual(['s1', 's2', 's15', 's28']);
  });

  it('stops everything and drops the rest of a number', async () => {
    const { service, sprites } = setUp();
    await service.ready;
    const voice = sprites['voice-ru.webm'];
    service.playNumber(345);
    service.playCongrats();
    service.stop();
    voice.end();
    expect(voice.played).toEqual(['h3']);
    expect(sprites['congrats.webm'].stops).toBeGreaterThan(0);
  });

  it('stays silent without a voice language and loads no voice', async () => {
    const { service, sprites } = setUp({ voice: null });
    await expect(service.ready).resolves.toEqual({ voice: false, effects: true });
    service.playNumber(5);
    service.playCountdown(0);
    expect(Object.keys(sprites)).toEqual(['congrats.webm']);
  });

  it('goes on without the part that failed to load', async () => {
    const { service, onLoadError } = setUp({ failing: 'voice-ru.webm' });
    await expect(service.ready).resolves.toEqual({ voice: false, effects: true });
    expect(onLoadError).toHaveBeenCalledWith('voice', expect.any(Error));
    expect(() => service.playNumber(5)).not.toThrow();
  });

  it('frees the audio on dispose, also when it arrives after', async () => {
    const { service, sprites } = setUp();
    service.dispose();
    await expect(service.ready).resolves.toEqual({ voice: false, effects: false });
    expect(sprites['voice-ru.webm'].unloaded).toBe(true);
    expect(sprites['congrats.webm'].unloaded).toBe(true);
  });

  it('ignores numbers it cannot say', async () => {
    const { service, sprites } = setUp();
    await service.ready;
    service.playNumber(123_456);
    service.playNumber(2.5);
    expect(sprites['voice-ru.webm'].played).toEqual([]);
  });
});
