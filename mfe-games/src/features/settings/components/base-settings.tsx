import { useTranslation } from '@abacus/shared/i18n-react';
import { useGameSettings } from '../hooks/use-game-settings';
import { BaseFields } from './base-fields';
import { SettingsScreen } from './settings-screen';

/** Base 50/100: the base, and numbers greater than it, less than it, or both (universal). */
export function BaseSettings() {
  const { t } = useTranslation('games');
  const { config, update, canStart, start } = useGameSettings('base');
  return (
    <SettingsScreen screen="base" title={t('gameList.games.base.title')} canStart={canStart} onStart={() => start()}>
      <BaseFields config={config} update={update} />
    </SettingsScreen>
  );
}
