// Renders the play route at /games/game (or /demo/game) with stand-ins for where it leads.
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { i18n } from '@abacus/shared';
import { loadEnglishTexts } from '@/testing/with-texts';
import type { PlayEnvironment } from '@/features/play/hooks/use-play-game';
import { PlayRoute } from '../play-route';
import play from '@/lib/play/locales/en.json';

export function loadPlayTexts(): void {
  loadEnglishTexts();
  i18n.addResourceBundle('en', 'games', play, true, true);
}

const Where = () => {
  const { pathname } = useLocation();
  return <p data-testid="arrived">{pathname}</p>;
};

export function renderPlay(environment: PlayEnvironment, { demo = false } = {}) {
  const path = demo ? '/demo/game' : '/games/game';
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={<PlayRoute demo={demo} environment={environment} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}
