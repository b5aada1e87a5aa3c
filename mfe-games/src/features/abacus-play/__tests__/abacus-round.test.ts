import { fitsAbacus } from '@/engine/abacus/abacus-model';
import { DEFAULT_CONFIG, type ExpressionItem } from '@/engine/config/game-config';
import { INITIAL_PLAY_STATE, playReducer, type PlayEvent } from '@/engine/play/play-state';
import { abacusDigitsOf, abacusJudgingConfig, rodsForNumbers } from '../model/abacus-round';

const items = (...numbers: number[]): ExpressionItem[] => numbers.map((number) => ({ number, sign: '+' }));
const play = (...events: PlayEvent[]) => events.reduce(playReducer, INITIAL_PLAY_STATE);

describe('the abacus games', () => {
  it.each(['addition', 'abacus_random'] as const)(
    '%s on the abacus is answered with the last number, not the sum',
    (type) => {
      const config = abacusJudgingConfig({ ...DEFAULT_CONFIG, type, mode: 'digits' });
      const start = [
        { type: 'configure', config },
        { type: 'loaded', items: items(47, 305, 12) },
        { type: 'start' },
      ] as PlayEvent[];
      expect(play(...start, { type: 'submit', answer: '12' }).outcome).toBe('win');
      expect(play(...start, { type: 'submit', answer: '364' }).outcome).toBe('lose');
    },
  );

  it('shows its numbers without the timed flashing of the play screen', () => {
    const config = abacusJudgingConfig({ ...DEFAULT_CONFIG, type: 'abacus_random' });
    expect(play({ type: 'configure', config }, { type: 'loaded', items: items(5) }).numbersView).toBe('untimed');
  });

  it('asks the abacus service for numbers with the digits of the place value', () => {
    expect(abacusDigitsOf({ places: 1 })).toBe(1);
    expect(abacusDigitsOf({ places: 100 })).toBe(3);
    expect(abacusDigitsOf({ places: 10_000 })).toBe(5);
    expect(abacusDigitsOf({ places: 100_000_000 })).toBe(7);
  });

  it('has rods for the longest number, 3 to 7', () => {
    expect(rodsForNumbers([4, 7])).toBe(3);
    expect(rodsForNumbers([12, 4705])).toBe(4);
    expect(rodsForNumbers([1_234_567])).toBe(7);
  });

  it('only sets whole numbers that fit on the abacus', () => {
    expect(fitsAbacus(999, 3)).toBe(true);
    expect(fitsAbacus(1000, 3)).toBe(false);
    expect(fitsAbacus(-1, 3)).toBe(false);
    expect(fitsAbacus(null, 3)).toBe(false);
  });
});
