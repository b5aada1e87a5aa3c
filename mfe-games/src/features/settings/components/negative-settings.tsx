import { useTranslation } from '@abacus/shared/i18n-react';
import { useGameSettings } from '../hooks/use-game-settings';
import { ActionsStepper } from './actions-stepper';
import { ComplexitySelect } from './complexity-select';
import { SettingsScreen } from './settings-screen';
import { SoundFields } from './sound-fields';
import { SpeedStepper } from './speed-stepper';

/** Negative numbers: complexity, actions, speed, sound and voice. */
export function NegativeSettings() {
  const { t } = useTranslation('games');
  const { config, update, canStart, start, ctx } = useGameSettings('negative');
  return (
    <SettingsScreen
      screen="negative"
      title={t('gameList.games.negative.title')}
      canStart={canStart}
      onStart={() => start()}
    >
      <ComplexitySelect config={config} update={update} ctx={ctx} />
      <ActionsStepper config={config} update={update} />
      <SpeedStepper config={config} update={update} />
      <SoundFields config={config} update={update} />
    </SettingsScreen>
  );
}
