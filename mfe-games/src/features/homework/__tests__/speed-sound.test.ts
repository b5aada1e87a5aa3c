import { DEFAULT_CONFIG, type GameConfig } from '@/engine/config/game-config';
import { homeworkSpeed, soundLocked, speedLocked, usesSpeed } from '../model/speed-sound';

const config = (patch: Partial<GameConfig>): GameConfig => ({ ...DEFAULT_CONFIG, ...patch });

describe('speed and sound on the homework screen (spec 001 section 5)', () => {
  it('the speed is locked where sound is forced off: under 1 s at complexity 10 or less, under 2.5 s from 100', () => {
    expect(speedLocked(0.9, config({ complexity: 10 }))).toBe(true);
    expect(speedLocked(0.5, config({ complexity: 1 }))).toBe(true);
    expect(speedLocked(1, config({ complexity: 10 }))).toBe(false);
    expect(speedLocked(2.4, config({ complexity: 100 }))).toBe(true);
    expect(speedLocked(2.5, config({ complexity: 1000 }))).toBe(false);
  });

  it('the teacher’s speed decides, not the one the child steps to', () => {
    // At 1 s complexity 10 the stepper is free, and stays free whatever the child picks.
    expect(speedLocked(1, config({ complexity: 10, speed: 0.3 }))).toBe(false);
  });

  it('games without a speed have it locked: columns, abacus mode, multiplication, division', () => {
    for (const patch of [
      { type: 'columns' as const },
      { mode: 'abacus' as const },
      { type: 'multiply' as const },
      { type: 'divide' as const },
    ]) {
      expect(usesSpeed(config(patch))).toBe(false);
      expect(speedLocked(3, config(patch))).toBe(true);
    }
    expect(usesSpeed(config({ type: 'abacus_random' }))).toBe(true);
    expect(usesSpeed(config({ type: 'anzan' }))).toBe(true);
  });

  it('the sound checkbox is locked below 1 s, when sound is forced off, and for silent games', () => {
    expect(soundLocked(config({ speed: 0.9, complexity: 10 }))).toBe(true);
    expect(soundLocked(config({ speed: 0.9, complexity: 1000 }))).toBe(true);
    expect(soundLocked(config({ speed: 1, complexity: 10 }))).toBe(false);
    expect(soundLocked(config({ speed: 2, complexity: 100 }))).toBe(true);
    expect(soundLocked(config({ speed: 3, complexity: 100 }))).toBe(false);
    expect(soundLocked(config({ speed: 3, type: 'multiply' }))).toBe(true);
    expect(soundLocked(config({ speed: 3, mode: 'abacus' }))).toBe(true);
  });

  it('the stepper keeps tenths between 0.1 and 10', () => {
    expect(homeworkSpeed(1.26, 1)).toBe(1.3);
    expect(homeworkSpeed(0, 1)).toBe(0.1);
    expect(homeworkSpeed(12, 1)).toBe(10);
    expect(homeworkSpeed(Number.NaN, 2.5)).toBe(2.5);
    expect(homeworkSpeed(1.5 - 0.1, 1.5)).toBe(1.4);
  });
});
