// The visitors' demo (spec 001 section 2): /demo lists three games; each has limited settings and plays at
// /demo/game. Back from a demo page leads to the list, back from the list to the landing page.
import { DEMO_PATH, DEMO_SCREEN_PATHS } from '@/engine/config/game-screens';

export const LANDING_PATH = '/';

export const DEMO_GAMES = [
  { key: 'addition', path: DEMO_SCREEN_PATHS.addition, icon: '⚡' },
  { key: 'columns', path: DEMO_SCREEN_PATHS.columns, icon: '▥' },
  { key: 'abacus', path: DEMO_SCREEN_PATHS.abacus_game, icon: '●●' },
] as const;

export function demoBackTarget(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === DEMO_PATH ? LANDING_PATH : DEMO_PATH;
}
