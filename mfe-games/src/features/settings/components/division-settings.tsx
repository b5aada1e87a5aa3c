import { useTranslation } from '@abacus/shared/i18n-react';
import { useGameSettings } from '../hooks/use-game-settings';
import { DivisionFields } from './division-fields';
import { SettingsScreen } from './settings-screen';

/** Division: dividend 1000, 100 or 10 and divisor 100, 10 or 1 (default 100 divided by 10). */
export function DivisionSettings() {
  const { t } = useTranslation('games');
  const { config, update, errors, canStart, start } = useGameSettings('division');
  return (
    <SettingsScreen
      screen="division"
      title={t('gameList.games.division.title')}
      canStart={canStart}
      onStart={() => start()}
    >
      <DivisionFields config={config} update={update} error={errors.numbers} />
    </SettingsScreen>
  );
}
