// Component tests render with the real English texts of the common and games namespaces.
import { i18n } from '@abacus/shared';
import common from '@abacus/shared/i18n/locales/en.json';
import frame from '@/lib/frame/locales/en.json';
import gameList from '../features/game-list/locales/en.json';
import settings from '../features/settings/locales/en.json';
import games from '../locales/en.json';

export function loadEnglishTexts(): void {
  i18n.addResourceBundle('en', 'common', common, true, true);
  i18n.addResourceBundle('en', 'games', { ...games, ...frame, ...gameList, ...settings }, true, true);
}
