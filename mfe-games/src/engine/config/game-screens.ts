// The games a user can open, and where each lives (spec 001 section 2).
import type { GameType } from './game-config';

export const GAME_SCREENS = [
  'addition',
  'columns',
  'anzan',
  'negative',
  'abacus_game',
  'abacus_random',
  'division',
  'multiply',
  'squared',
  'base',
  'multiply_25x25',
] as const;
export type GameScreen = (typeof GAME_SCREENS)[number];
/** The screens with settings that start the play screen; the abacus game is played where it is chosen. */
export type SettingsScreen = Exclude<GameScreen, 'abacus_game'>;

/** The game type each settings screen starts. */
export const SCREEN_TYPES = {
  addition: 'addition',
  columns: 'columns',
  anzan: 'anzan',
  negative: 'negative',
  abacus_random: 'abacus_random',
  division: 'divide',
  multiply: 'multiply',
  squared: 'multiply_quad',
  base: 'multiply_50_100',
  multiply_25x25: 'multiply_25x25',
} as const satisfies Record<SettingsScreen, GameType>;

/** The settings screen of each game type: SCREEN_TYPES read backwards (one screen per type). */
export const TYPE_SCREENS = Object.fromEntries(
  Object.entries(SCREEN_TYPES).map(([screen, type]) => [type, screen]),
) as Record<GameType, SettingsScreen>;

/** The cards of the game list; multiplication opens its own submenu. */
export const MAIN_SCREENS: readonly GameScreen[] = [
  'addition',
  'columns',
  'anzan',
  'negative',
  'abacus_game',
  'abacus_random',
  'division',
];
export const MULTIPLICATION_SCREENS: readonly GameScreen[] = ['multiply', 'squared', 'base', 'multiply_25x25'];
export const MULTIPLY_MENU = 'multiply';

export const GAMES_PATH = '/games';
export const PLAY_PATH = '/games/game';
export const TRAINING_PATH = '/dashboard-student/training';
export const STUDENT_HOME_PATH = '/dashboard-student';
export const HOMEWORK_PATH = '/dashboard-student/homework';
/** The homework play screen (spec 001 section 2, "Game Homework"): ?id=&date=YYYY-MM&order=[&read_only=]. */
export const HOMEWORK_PLAY_PATH = '/games/homework';

/** The student's puzzle; a read-only viewer (a parent, a teacher) stays on the student they are viewing. */
export const homeworkPagePath = (readOnly: string | null) =>
  readOnly ? `${HOMEWORK_PATH}?read_only=${encodeURIComponent(readOnly)}` : HOMEWORK_PATH;

/** The visitors' demo: its list, its play screen, and the games it offers. */
export const DEMO_PATH = '/demo';
export const DEMO_PLAY_PATH = '/demo/game';
export const DEMO_SCREEN_PATHS = {
  addition: '/demo/addition',
  columns: '/demo/columns',
  abacus_game: '/demo/abacus-game',
} as const satisfies Partial<Record<GameScreen, string>>;

export const SCREEN_PATHS: Record<GameScreen, string> = {
  addition: '/games/addition',
  columns: '/games/columns',
  anzan: '/games/anzan',
  negative: '/games/negative',
  abacus_game: '/games/abacus-game',
  abacus_random: '/games/abacus-random',
  division: '/games/division',
  multiply: '/games/multiply',
  squared: '/games/squared',
  base: '/games/mul-base',
  multiply_25x25: '/games/mul-25x25',
};

export const withMenu = (path: string, menu: string | null) =>
  menu ? `${path}?menu=${encodeURIComponent(menu)}` : path;

/** Where the games frame's Back button leads: a game to its list, the list to the student area, homework to the puzzle. */
export function backTarget(pathname: string, search: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === GAMES_PATH) return new URLSearchParams(search).get('menu') ? GAMES_PATH : STUDENT_HOME_PATH;
  if (path === HOMEWORK_PLAY_PATH) return homeworkPagePath(new URLSearchParams(search).get('read_only'));
  const screen = GAME_SCREENS.find((s) => SCREEN_PATHS[s] === path);
  return screen && MULTIPLICATION_SCREENS.includes(screen) ? withMenu(GAMES_PATH, MULTIPLY_MENU) : GAMES_PATH;
}
