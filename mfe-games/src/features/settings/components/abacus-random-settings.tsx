import { useTranslation } from 'react-i18next';
import { useGameSettings } from '../hooks/use-game-settings';
import { ActionsStepper } from './actions-stepper';
import { ComplexitySelect } from './complexity-select';
import { LevelFields } from './level-fields';
import { SettingsScreen } from './settings-screen';
import { SpeedStepper } from './speed-stepper';

/** Random abacus: complexity, digit variants, speed and 1 to 25 actions; no sound. */
export function AbacusRandomSettings() {
  const { t } = useTranslation('games');
  const { config, update, canStart, start, ctx } = useGameSettings('abacus_random');
  return (
    <SettingsScreen screen="abacus_random" title={t('settings.titles.abacus_random')} canStart={canStart} onStart={() => start()}>
      <ComplexitySelect config={config} update={update} ctx={ctx} />
      <LevelFields screen="abacus_random" config={config} update={update} ctx={ctx} />
      <SpeedStepper config={config} update={update} />
      <ActionsStepper config={config} update={update} />
    </SettingsScreen>
  );
}
