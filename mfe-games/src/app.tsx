// The games remote: /games/* and /demo/*. The game list, every game's settings and the play screen
// (/games/game, /demo/game) live in the games frame; a signed-in student's frame carries the character egg.
import { lazy, useEffect, useState, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from '@abacus/shared/router';
import { QueryClientProvider, createQueryClient } from '@abacus/shared/query';
import { createRemoteLifecycles, NotFoundPage } from '@abacus/shared';
import { withRetry } from '@abacus/shared/lazy-retry';
import {
  backTarget,
  DEMO_PATH,
  DEMO_PLAY_PATH,
  DEMO_SCREEN_PATHS,
  GAMES_PATH,
  HOMEWORK_PLAY_PATH,
  PLAY_PATH,
  SCREEN_PATHS,
  type GameScreen,
} from './engine/config/game-screens';
import { DemoFrame } from './features/demo/components/demo-frame';
import { CharacterEgg } from './features/egg/components/character-egg';
import { useGamesBackground } from './features/background/components/use-games-background';
import { GamesFrame } from './lib/frame/components/games-frame';
import { ScreenGuard } from './lib/frame/components/screen-guard';
import { ScreenSlot } from './lib/frame/components/screen-slot';
import { GamesRoute } from './features/game-list/components/games-route';
import { loadBundle } from './locales/load-bundle';
import { whenIdle } from './lib/idle/when-idle';

// The game list is the first screen; every other screen is its own chunk. The settings and the play screen are
// loaded once the frame has painted and the page is idle, so that a child's tap does not wait for them (issue 15: as
// webpackPrefetch links they were asked for at start, beside the list's own files, on a phone's few connections).
const settingsCode = withRetry(
  () => import(/* webpackChunkName: "settings" */ './features/settings/components/settings-screens'),
);
const settingsScreen = (name: keyof Awaited<ReturnType<typeof settingsCode>>) =>
  lazy(() => settingsCode().then((m) => ({ default: m[name] as ComponentType })));
const playCode = withRetry(() => import(/* webpackChunkName: "play" */ './app/play-route'));
const PlayRoute = lazy(() => playCode().then((m) => ({ default: m.PlayRoute })));

/** Once per page: the code of the screens a child opens next, at the first idle period after the frame's paint. */
let nextScreensAsked = false;
function useNextScreensAtIdle() {
  useEffect(() => {
    if (nextScreensAsked) return;
    return whenIdle(() => {
      nextScreensAsked = true;
      void settingsCode().catch(() => undefined);
      void playCode().catch(() => undefined);
    });
  }, []);
}
const HomeworkRoute = lazy(withRetry(() => import('./app/homework-route').then((m) => ({ default: m.HomeworkRoute }))));
const AbacusGame = lazy(
  withRetry(() => import('./features/abacus-game/components/abacus-game').then((m) => ({ default: m.AbacusGame }))),
);
const DemoList = lazy(
  withRetry(() => import('./features/demo/components/demo-list').then((m) => ({ default: m.DemoList }))),
);

const SETTINGS: [GameScreen, ComponentType][] = [
  ['addition', settingsScreen('AdditionSettings')],
  ['columns', settingsScreen('ColumnsSettings')],
  ['anzan', settingsScreen('AnzanSettings')],
  ['negative', settingsScreen('NegativeSettings')],
  ['abacus_random', settingsScreen('AbacusRandomSettings')],
  ['division', settingsScreen('DivisionSettings')],
  ['multiply', settingsScreen('MultiplySettings')],
  ['squared', settingsScreen('SquaredSettings')],
  ['base', settingsScreen('BaseSettings')],
  ['multiply_25x25', settingsScreen('Multiply25Settings')],
];
const DemoAdditionSettings = settingsScreen('DemoAdditionSettings');
const DemoColumnsSettings = settingsScreen('DemoColumnsSettings');

function FramedGames() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // The main screen (the game list) shows the owner's background and, to the super franchise, its tester.
  const { background, tester } = useGamesBackground(pathname.replace(/\/$/, '') === GAMES_PATH);
  return (
    <ScreenGuard>
      <GamesFrame onBack={() => navigate(backTarget(pathname, search))} egg={<CharacterEgg />} background={background}>
        <ScreenSlot />
        {tester}
      </GamesFrame>
    </ScreenGuard>
  );
}

const GamesRoutes = () => (
  <BrowserRouter>
    <Routes>
      <Route path={GAMES_PATH} element={<FramedGames />}>
        <Route index element={<GamesRoute />} />
        <Route path={PLAY_PATH} element={<PlayRoute />} />
        <Route path={HOMEWORK_PLAY_PATH} element={<HomeworkRoute />} />
        {SETTINGS.map(([screen, Settings]) => (
          <Route
            key={screen}
            path={SCREEN_PATHS[screen]}
            element={
              <ScreenGuard screen={screen}>
                <Settings />
              </ScreenGuard>
            }
          />
        ))}
        <Route
          path={SCREEN_PATHS.abacus_game}
          element={
            <ScreenGuard screen="abacus_game">
              <AbacusGame />
            </ScreenGuard>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {/* The demo is public: visitors play without signing in, and nothing is recorded. */}
      <Route path={DEMO_PATH} element={<DemoFrame />}>
        <Route index element={<DemoList />} />
        <Route path={DEMO_SCREEN_PATHS.addition} element={<DemoAdditionSettings />} />
        <Route path={DEMO_SCREEN_PATHS.columns} element={<DemoColumnsSettings />} />
        <Route path={DEMO_SCREEN_PATHS.abacus_game} element={<AbacusGame />} />
        <Route path={DEMO_PLAY_PATH} element={<PlayRoute demo />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  </BrowserRouter>
);

// One query client per mount of the remote.
function Root() {
  const [queryClient] = useState(() => createQueryClient());
  useNextScreensAtIdle();
  return (
    <QueryClientProvider client={queryClient}>
      <GamesRoutes />
    </QueryClientProvider>
  );
}

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: __REMOTE_NAME__,
  version: __REMOTE_VERSION__,
  namespace: 'games',
  loadBundle,
  Root,
});
