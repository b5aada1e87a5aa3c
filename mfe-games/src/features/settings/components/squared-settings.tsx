import { useTranslation } from '@abacus/shared/i18n-react';
import { useGameSettings } from '../hooks/use-game-settings';
import { SettingsScreen } from './settings-screen';
import { SquaredFields } from './squared-fields';

/** Squared: one of the ranges 11-19, 20-29, 30-79, 80-120. */
export function SquaredSettings() {
  const { t } = useTranslation('games');
  const { config, update, canStart, start } = useGameSettings('squared');
  return (
    <SettingsScreen
      screen="squared"
      title={t('gameList.games.squared.title')}
      canStart={canStart}
      onStart={() => start()}
    >
      <SquaredFields config={config} update={update} />
    </SettingsScreen>
  );
}
