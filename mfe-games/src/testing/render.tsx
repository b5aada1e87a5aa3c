// Renders a games screen as the remote does: inside a fresh query client (no retries: a failed call fails at
// once), and, given a `url`, in a router with the screen on `path` and the `routes` a test adds around it
// (stand-ins for where the screen leads).
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@abacus/shared/router';
import { notifyManager, QueryClientProvider, createQueryClient } from '@abacus/shared/query';

// TanStack Query hands results to components on a setTimeout(0); game tests run fake timers (the flash,
// the egg's hatching), so results are handed over on a promise instead, which fake timers do not hold back.
notifyManager.setScheduler((callback) => void Promise.resolve().then(callback));

interface Options {
  /** The URL the router starts at; without it the screen is rendered without a router. */
  url?: string;
  /** The route pattern of the screen (the url by default). */
  path?: string;
  /** Pages visited before `url` (for Back). */
  history?: string[];
  routes?: ReactNode;
}

export function renderGames(ui: ReactElement, { url, path = url, history = [], routes }: Options = {}) {
  const client = createQueryClient({ queries: { retry: false } });
  const screen =
    url === undefined ? (
      ui
    ) : (
      <MemoryRouter initialEntries={[...history, url]} initialIndex={history.length}>
        <Routes>
          <Route path={path} element={ui} />
          {routes}
        </Routes>
      </MemoryRouter>
    );
  return render(<QueryClientProvider client={client}>{screen}</QueryClientProvider>);
}
