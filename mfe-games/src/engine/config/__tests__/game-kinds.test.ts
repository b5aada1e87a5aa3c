import { GAME_TYPES } from '../game-config';
import { isAbacusGame, isColumnsGame, isProductType } from '../game-kinds';

describe('game kinds', () => {
  it('multiplies the numbers of multiply, base 50/100 and 25x25, and of no other type', () => {
    expect(GAME_TYPES.filter(isProductType)).toEqual(['multiply', 'multiply_50_100', 'multiply_25x25']);
  });

  it('plays in columns the columns game and any game in columns mode', () => {
    expect(isColumnsGame({ type: 'columns', mode: 'digits' })).toBe(true);
    expect(isColumnsGame({ type: 'addition', mode: 'columns' })).toBe(true);
    expect(isColumnsGame({ type: 'addition', mode: 'digits' })).toBe(false);
  });

  it('plays on the abacus abacus mode and the random abacus game', () => {
    expect(isAbacusGame({ type: 'addition', mode: 'abacus' })).toBe(true);
    expect(isAbacusGame({ type: 'abacus_random', mode: 'digits' })).toBe(true);
    expect(isAbacusGame({ type: 'addition', mode: 'digits' })).toBe(false);
  });
});
