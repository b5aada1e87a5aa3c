import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';

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
  render(
    <MemoryRouter initialEntries={[...before, path]} initialIndex={before.length}>
      <Routes>
        <Route path={path} element={screen} />
        <Route path="/games/game" element={<Where name="play" />} />
        <Route path="/dashboard-student/training" element={<Where name="training" />} />
      </Routes>
    </MemoryRouter>,
  );
