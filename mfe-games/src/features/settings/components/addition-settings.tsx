import { useTranslation } from 'react-i18next';
import { useGameSettings } from '../hooks/use-game-settings';
import { ActionsStepper } from './actions-stepper';
import { ComplexitySelect } from './complexity-select';
import { LevelFields } from './level-fields';
import { SettingsScreen } from './settings-screen';
import { SoundFields } from './sound-fields';
import { SpeedStepper } from './speed-stepper';

/** Speedy numbers: level, digit (pro variants too), complexity, speed, actions, sound and voice. */
export function AdditionSettings() {
  const { t } = useTranslation('games');
  const { config, update, canStart, start, ctx } = useGameSettings('addition');
  return (
    <SettingsScreen
      screen="addition"
      title={t('gameList.games.addition.title')}
      canStart={canStart}
      onStart={() => start({ mode: 'digits' })}
    >
      <LevelFields screen="addition" config={config} update={update} ctx={ctx} />
      <ComplexitySelect config={config} update={update} ctx={ctx} />
      <SpeedStepper config={config} update={update} />
      <ActionsStepper config={config} update={update} />
      <SoundFields config={config} update={update} />
    </SettingsScreen>
  );
}
