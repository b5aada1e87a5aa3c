import { visibleGames } from '../model/visible-games';

describe('visible games', () => {
  it('a paying student sees the seven games and the Multiplication button', () => {
    expect(visibleGames(null, false)).toEqual({
      submenu: false,
      games: ['addition', 'columns', 'anzan', 'negative', 'abacus_game', 'abacus_random', 'division'],
      multiplication: true,
    });
  });

  it('a free user does not see anzan, negative, multiplication and division', () => {
    expect(visibleGames(null, true)).toEqual({
      submenu: false,
      games: ['addition', 'columns', 'abacus_game', 'abacus_random'],
      multiplication: false,
    });
  });

  it('menu=multiply opens the submenu: multiply, squared, base, 25x25', () => {
    expect(visibleGames('multiply', false)).toEqual({
      submenu: true,
      games: ['multiply', 'squared', 'base', 'multiply_25x25'],
      multiplication: false,
    });
  });

  it('a free user asking for the submenu gets the main list', () =>
    expect(visibleGames('multiply', true).submenu).toBe(false));

  it('an unknown menu is the main list', () => expect(visibleGames('shop', false).submenu).toBe(false));
});
