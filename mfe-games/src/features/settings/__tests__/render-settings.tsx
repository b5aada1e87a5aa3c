import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

const Where = ({ name }: { name: string }) => {
  const { pathname, search } = useLocation();
  return <p data-testid="arrived">{`${name} ${pathname}${search}`}</p>;
};

/** A settings screen at `path`, with stand-ins for the play screen and the training page to arrive at. */
export const renderSettings = (path: string, screen: ReactElement) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={screen} />
        <Route path="/games/game" element={<Where name="play" />} />
        <Route path="/dashboard-student/training" element={<Where name="training" />} />
      </Routes>
    </MemoryRouter>,
  );
