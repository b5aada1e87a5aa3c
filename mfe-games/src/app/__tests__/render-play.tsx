// Renders the play route at /games/game (or /demo/game) with stand-ins for where it leads.
import { Route, useLocation } from '@abacus/shared/router';
import { renderGames } from '@/testing/render';
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
  return renderGames(<PlayRoute demo={demo} environment={environment} />, {
    url: path,
    routes: <Route path="*" element={<Where />} />,
  });
}
