import { DEFAULT_CONFIG, type GameConfig } from '@/engine/config/game-config';
import { expressionText, formatSigned } from '@/lib/play/model/expression-text';
import { writeFlash } from '@/lib/play/model/flash-display';
import { FLASH_LOG_FLAG, FLASH_LOG_LIMIT, openFlashLog } from '@/lib/play/model/flash-log';
import { backPathOf, noGamePath } from '../model/play-paths';
import { soundChoice } from '../model/sound-choice';

const config = (patch: Partial<GameConfig>): GameConfig => ({ ...DEFAULT_CONFIG, ...patch });
const item = (number: number, sign = '+') => ({ number, sign });

describe('expression text', () => {
  it('reads an adding expression with real minus signs', () => {
    // A sign and its number are held together by a no-break space.
    expect(expressionText(config({}), [item(12), item(5), item(3, '-')])).toBe('12 +\u00a05 −\u00a03');
    expect(expressionText(config({ type: 'negative' }), [item(-4), item(6, '-')])).toBe('−4 −\u00a06');
  });

  it('reads multiplication, squares and division', () => {
    expect(expressionText(config({ type: 'multiply' }), [item(23), item(7)])).toBe('23 × 7');
    expect(expressionText(config({ type: 'multiply_25x25' }), [item(23), item(27)])).toBe('23 × 27');
    expect(expressionText(config({ type: 'multiply_quad' }), [item(14)])).toBe('14²');
    expect(expressionText(config({ type: 'divide' }), [item(480), item(12)])).toBe('480 ÷ 12');
  });

  it('formats a flashed number with its sign', () => {
    expect([formatSigned(5), formatSigned(-5), formatSigned(0)]).toEqual(['5', '−5', '0']);
  });
});

describe('flash display', () => {
  it("writes the countdown (GO in the child's language), a number and the blank into the element", () => {
    const el = document.createElement('output');
    writeFlash(el, { kind: 'countdown', step: 2, label: '1' }, 'LOS');
    expect([el.textContent, el.dataset.kind]).toEqual(['1', 'countdown']);
    writeFlash(el, { kind: 'countdown', step: 3, label: 'GO' }, 'LOS');
    expect([el.textContent, el.dataset.kind]).toEqual(['LOS', 'countdown']);
    writeFlash(el, { kind: 'number', index: 2, value: -7 }, 'LOS');
    expect([el.textContent, el.dataset.kind, el.dataset.index]).toEqual(['−7', 'number', '2']);
    writeFlash(el, { kind: 'blank' }, 'LOS');
    expect([el.textContent, el.dataset.kind, el.dataset.index]).toEqual(['', 'blank', undefined]);
    expect(() => writeFlash(null, { kind: 'blank' }, 'LOS')).not.toThrow();
  });
});

describe('play paths', () => {
  it('leads back to the settings of the game played', () => {
    expect(backPathOf(config({}), false)).toBe('/games/addition');
    expect(backPathOf(config({ type: 'multiply_quad' }), false)).toBe('/games/squared');
    expect(backPathOf(config({ type: 'multiply_50_100' }), false)).toBe('/games/mul-base');
    // 25x25 has nothing to choose: Back leads to the multiplication menu, not into the same game again.
    expect(backPathOf(config({ type: 'multiply_25x25' }), false)).toBe('/dashboard-student/training?menu=multiply');
    expect(backPathOf(config({ type: 'divide' }), false)).toBe('/games/division');
    expect(backPathOf(config({ mode: 'abacus' }), false)).toBe('/games/abacus-game');
    expect(backPathOf(config({ homework: 3 }), false)).toBe('/dashboard-student/homework');
  });

  it('leads a visitor back into the demo', () => {
    expect(backPathOf(config({}), true)).toBe('/demo/addition');
    expect(backPathOf(config({ type: 'columns', mode: 'columns' }), true)).toBe('/demo');
    expect([noGamePath(false), noGamePath(true)]).toEqual(['/games', '/demo']);
  });
});

describe('sound choice', () => {
  it('follows the checkbox where sound is allowed', () => {
    expect(soundChoice(config({ withSound: true, speed: 1.6, language: 'de' }))).toEqual({
      voice: 'de',
      effects: true,
    });
    expect(soundChoice(config({ withSound: false }))).toEqual({ voice: null, effects: false });
  });

  it('is off when the numbers come too fast, and for multiplication whatever the checkbox says', () => {
    expect(soundChoice(config({ withSound: true, speed: 0.5, complexity: 1 }))).toEqual({
      voice: null,
      effects: false,
    });
    expect(soundChoice(config({ withSound: true, type: 'multiply' }))).toEqual({ voice: null, effects: false });
  });
});

describe('flash log', () => {
  type LogWindow = Window & { __abacusFlashLog?: unknown[] };
  const original = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = original;
    localStorage.clear();
    delete (window as LogWindow).__abacusFlashLog;
  });

  it('is kept outside production, and at most the last attempts', () => {
    const first = openFlashLog(0.5, 500);
    expect(first).toEqual({ speed: 0.5, intervalMs: 500, records: [], state: 'running' });
    for (let i = 0; i < FLASH_LOG_LIMIT + 5; i++) openFlashLog(1, 1000);
    const log = (window as LogWindow).__abacusFlashLog ?? [];
    expect(log).toHaveLength(FLASH_LOG_LIMIT);
    expect(log).not.toContain(first);
  });

  it('is off in production unless a measuring run opts in', () => {
    process.env.NODE_ENV = 'production';
    expect(openFlashLog(1, 1000)).toBeNull();
    expect((window as LogWindow).__abacusFlashLog).toBeUndefined();
    localStorage.setItem(FLASH_LOG_FLAG, '1');
    expect(openFlashLog(1, 1000)).not.toBeNull();
  });
});
