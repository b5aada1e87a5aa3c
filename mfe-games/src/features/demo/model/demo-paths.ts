// The visitors' demo (spec 001 section 2): /demo lists three games; each has limited settings and plays at
// /demo/game. Back from a demo page leads to the list, back from the list to the landing page.
export const DEMO_PATH = '/demo';
export const DEMO_PLAY_PATH = '/demo/game';
export const LANDING_PATH = '/';

export const DEMO_GAMES = [
  { key: 'addition', path: '/demo/addition', icon: '⚡' },
  { key: 'columns', path: '/demo/columns', icon: '▥' },
  { key: 'abacus', path: '/demo/abacus-game', icon: '●●' },
] as const;

export function demoBackTarget(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === DEMO_PATH ? LANDING_PATH : DEMO_PATH;
}
