import { GAME_TYPES } from '../game-config';
import {
  backTarget,
  MAIN_SCREENS,
  MULTIPLICATION_SCREENS,
  SCREEN_PATHS,
  SCREEN_TYPES,
  TYPE_SCREENS,
  withMenu,
} from '../game-screens';

describe('game screens (spec 001 section 2)', () => {
  it('the list leads to the seven games of the spec, in its order', () => {
    expect(MAIN_SCREENS.map((s) => SCREEN_PATHS[s])).toEqual([
      '/games/addition',
      '/games/columns',
      '/games/anzan',
      '/games/negative',
      '/games/abacus-game',
      '/games/abacus-random',
      '/games/division',
    ]);
  });

  it('the multiplication submenu has multiply, squared, base and 25x25', () => {
    expect(MULTIPLICATION_SCREENS.map((s) => SCREEN_PATHS[s])).toEqual([
      '/games/multiply',
      '/games/squared',
      '/games/mul-base',
      '/games/mul-25x25',
    ]);
  });

  it('every game type has one settings screen, the one that starts it', () => {
    for (const type of GAME_TYPES) expect(SCREEN_TYPES[TYPE_SCREENS[type]]).toBe(type);
    expect(TYPE_SCREENS).toMatchObject({ multiply_quad: 'squared', multiply_50_100: 'base', divide: 'division' });
  });

  it('adds the menu query', () => {
    expect(withMenu('/games', 'multiply')).toBe('/games?menu=multiply');
    expect(withMenu('/games', null)).toBe('/games');
  });

  it.each([
    ['/games', '', '/dashboard-student'],
    ['/games/', '', '/dashboard-student'],
    ['/games', '?menu=multiply', '/games'],
    ['/games/addition', '', '/games'],
    ['/games/columns', '', '/games'],
    ['/games/mul-base', '', '/games?menu=multiply'],
    ['/games/mul-25x25', '', '/games?menu=multiply'],
    ['/games/squared', '', '/games?menu=multiply'],
    ['/games/game', '', '/games'],
    ['/games/homework', '?id=4&date=2026-11&order=3', '/dashboard-student/homework'],
    ['/games/homework/', '?id=4&date=2026-11&read_only=17', '/dashboard-student/homework?read_only=17'],
  ])('Back from %s%s goes to %s', (path, search, target) => expect(backTarget(path, search)).toBe(target));
});
