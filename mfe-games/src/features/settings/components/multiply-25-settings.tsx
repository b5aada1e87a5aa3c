// Multiplication 25x25 has nothing to choose: arriving here starts the game at once. The game takes this
// page's place in the history, and its own Back leads to the training page's multiplication menu, so no way
// back from the game lands here and drops the child into the same game again (spec 001 section 2).
import { useEffect } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { useGameSettings } from '../hooks/use-game-settings';
import { SettingsScreen } from './settings-screen';

export function Multiply25Settings() {
  const { t } = useTranslation('games');
  const { canStart, start } = useGameSettings('multiply_25x25');

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    start(undefined, { replace: true });
  }, []);

  return (
    <SettingsScreen
      screen="multiply_25x25"
      title={t('gameList.games.multiply_25x25.title')}
      canStart={canStart}
      onStart={() => start(undefined, { replace: true })}
    >
      <p className="games-settings__text">{t('settings.multiply25Text')}</p>
    </SettingsScreen>
  );
}
