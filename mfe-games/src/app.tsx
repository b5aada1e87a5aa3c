// The games remote: /games/* and /demo/*. The game list, every game's settings and the play screen
// (/games/game, /demo/game) live in the games frame; a signed-in student's frame carries the character egg.
import { useState, type ComponentType } from 'react';
import { BrowserRouter, Outlet, Route, Routes, useLocation, useNavigate } from '@abacus/shared/router';
import { QueryClient, QueryClientProvider } from '@abacus/shared/query';
import { createQueryClient, createRemoteLifecycles, NotFoundPage } from '@abacus/shared';
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
import { AbacusGame } from './features/abacus-game/components/abacus-game';
import { DemoFrame } from './features/demo/components/demo-frame';
import { DemoList } from './features/demo/components/demo-list';
import { DemoAdditionSettings, DemoColumnsSettings } from './features/settings/components/demo-settings';
import { CharacterEgg } from './features/egg/components/character-egg';
import { useGamesBackground } from './features/background/components/use-games-background';
import { GamesFrame } from './lib/frame/components/games-frame';
import { ScreenGuard } from './lib/frame/components/screen-guard';
import { GamesRoute } from './features/game-list/components/games-route';
import { PlayRoute } from './app/play-route';
import { HomeworkRoute } from './app/homework-route';
import { AbacusRandomSettings } from './features/settings/components/abacus-random-settings';
import { AdditionSettings } from './features/settings/components/addition-settings';
import { AnzanSettings } from './features/settings/components/anzan-settings';
import { BaseSettings } from './features/settings/components/base-settings';
import { ColumnsSettings } from './features/settings/components/columns-settings';
import { DivisionSettings } from './features/settings/components/division-settings';
import { Multiply25Settings } from './features/settings/components/multiply-25-settings';
import { MultiplySettings } from './features/settings/components/multiply-settings';
import { NegativeSettings } from './features/settings/components/negative-settings';
import { SquaredSettings } from './features/settings/components/squared-settings';
import { loadBundle } from './locales/load-bundle';

const SETTINGS: [GameScreen, ComponentType][] = [
  ['addition', AdditionSettings],
  ['columns', ColumnsSettings],
  ['anzan', AnzanSettings],
  ['negative', NegativeSettings],
  ['abacus_random', AbacusRandomSettings],
  ['division', DivisionSettings],
  ['multiply', MultiplySettings],
  ['squared', SquaredSettings],
  ['base', BaseSettings],
  ['multiply_25x25', Multiply25Settings],
];

function FramedGames() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // The main screen (the game list) shows the owner's background and, to the super franchise, its tester.
  const { background, tester } = useGamesBackground(pathname.replace(/\/$/, '') === GAMES_PATH);
  return (
    <ScreenGuard>
      <GamesFrame onBack={() => navigate(backTarget(pathname, search))} egg={<CharacterEgg />} background={background}>
        <Outlet />
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
  const [queryClient] = useState(() => createQueryClient(QueryClient));
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
