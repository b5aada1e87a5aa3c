// The demo's settings: the games' own settings screens under the demo rules (elementary only, digits 3-5,
// addition complexity 1, columns 1 and 10), stored under demoGameConfigs, played at /demo/game.
import { useTranslation } from '@abacus/shared/i18n-react';
import { DEMO_PLAY_PATH } from '@/engine/config/game-screens';
import { ActionsStepper } from './actions-stepper';
import { ColumnsPlayers } from './columns-players';
import { ComplexitySelect } from './complexity-select';
import { LevelFields } from './level-fields';
import { SettingsScreen } from './settings-screen';
import { SoundFields } from './sound-fields';
import { SpeedStepper } from './speed-stepper';
import { useGameSettings } from '../hooks/use-game-settings';

const DEMO = { demo: true, playPath: DEMO_PLAY_PATH };

export function DemoAdditionSettings() {
  const { t } = useTranslation('games');
  const { config, update, canStart, start, ctx } = useGameSettings('addition', DEMO);
  return (
    <SettingsScreen
      screen="demo-addition"
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

export function DemoColumnsSettings() {
  const { t } = useTranslation('games');
  const { config, update, errors, canStart, start, ctx } = useGameSettings('columns', DEMO);
  return (
    <SettingsScreen
      screen="demo-columns"
      title={t('gameList.games.columns.title')}
      canStart={canStart}
      onStart={() => start()}
    >
      <LevelFields screen="columns" config={config} update={update} ctx={ctx} />
      <ComplexitySelect config={config} update={update} ctx={ctx} />
      <ActionsStepper config={config} update={update} />
      <ColumnsPlayers config={config} update={update} errors={errors} />
    </SettingsScreen>
  );
}
