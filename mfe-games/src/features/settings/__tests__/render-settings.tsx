import type { ReactElement } from 'react';
import { Route, useLocation, useNavigate } from '@abacus/shared/router';
import { renderGames } from '@/testing/render';

const Where = ({ name }: { name: string }) => {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="arrived">{`${name} ${pathname}${search}`}</p>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </>
  );
};

/**
 * A settings screen at `path`, opened from the pages in `before`, with stand-ins for the play screen and the
 * training page to arrive at.
 */
export const renderSettings = (path: string, screen: ReactElement, before: string[] = []) =>
  renderGames(screen, {
    url: path,
    history: before,
    routes: (
      <>
        <Route path="/games/game" element={<Where name="play" />} />
        <Route path="/dashboard-student/training" element={<Where name="training" />} />
      </>
    ),
  });
