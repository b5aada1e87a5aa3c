// Multiplication 25x25 has nothing to choose: arriving here starts the game at once. Coming back from the
// game page (the browser's Back) leads to the training page's multiplication menu instead, so Back does
// not drop the child into the same game again.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MULTIPLY_MENU, PLAY_PATH, TRAINING_PATH, withMenu } from '../../../engine/config/game-screens';
import { useGameSettings } from '../hooks/use-game-settings';
import { previousPath } from '../model/previous-path';
import { SettingsScreen } from './settings-screen';

export function Multiply25Settings() {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const { canStart, start } = useGameSettings('multiply_25x25');

  useEffect(() => {
    if (previousPath() === PLAY_PATH) navigate(withMenu(TRAINING_PATH, MULTIPLY_MENU), { replace: true });
    else start();
    // Once, on arrival: the decision depends on where the child came from, not on later renders.
  }, []);

  return (
    <SettingsScreen screen="multiply_25x25" title={t('settings.titles.multiply_25x25')} canStart={canStart} onStart={() => start()}>
      <p className="games-settings__text">{t('settings.multiply25Text')}</p>
    </SettingsScreen>
  );
}
