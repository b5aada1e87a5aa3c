import { useTranslation } from 'react-i18next';
import { useGameSettings } from '../hooks/use-game-settings';
import { ActionsStepper } from './actions-stepper';
import { ComplexitySelect } from './complexity-select';
import { SettingsScreen } from './settings-screen';
import { SpeedStepper } from './speed-stepper';

/**
 * Random abacus: complexity, speed and 1 to 25 actions; no sound. The complexity is the spec's "digit variant":
 * the abacus service draws numbers with that many digits (100 -> three digits). A level and focus digit would
 * mean nothing here (the numbers are read from the abacus, not added), so the screen does not offer them.
 */
export function AbacusRandomSettings() {
  const { t } = useTranslation('games');
  const { config, update, canStart, start, ctx } = useGameSettings('abacus_random');
  return (
    <SettingsScreen
      screen="abacus_random"
      title={t('gameList.games.abacus_random.title')}
      canStart={canStart}
      onStart={() => start()}
    >
      <ComplexitySelect config={config} update={update} ctx={ctx} />
      <SpeedStepper config={config} update={update} />
      <ActionsStepper config={config} update={update} />
    </SettingsScreen>
  );
}
