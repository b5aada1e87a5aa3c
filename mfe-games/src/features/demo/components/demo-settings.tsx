// The demo's settings: the games' own settings screens under the demo rules (elementary only, digits 3-5,
// addition complexity 1, columns 1 and 10), stored under demoGameConfigs, played at /demo/game.
import { useTranslation } from 'react-i18next';
import { DEMO_PLAY_PATH } from '../../../engine/config/game-screens';
import { ActionsStepper } from '../../settings/components/actions-stepper';
import { ColumnsPlayers } from '../../settings/components/columns-players';
import { ComplexitySelect } from '../../settings/components/complexity-select';
import { LevelFields } from '../../settings/components/level-fields';
import { SettingsScreen } from '../../settings/components/settings-screen';
import { SoundFields } from '../../settings/components/sound-fields';
import { SpeedStepper } from '../../settings/components/speed-stepper';
import { useGameSettings } from '../../settings/hooks/use-game-settings';

const DEMO = { demo: true, playPath: DEMO_PLAY_PATH };

export function DemoAdditionSettings() {
  const { t } = useTranslation('games');
  const { config, update, canStart, start, ctx } = useGameSettings('addition', DEMO);
  return (
    <SettingsScreen screen="demo-addition" title={t('gameList.games.addition.title')} canStart={canStart} onStart={() => start({ mode: 'digits' })}>
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
    <SettingsScreen screen="demo-columns" title={t('gameList.games.columns.title')} canStart={canStart} onStart={() => start()}>
      <LevelFields screen="columns" config={config} update={update} ctx={ctx} />
      <ComplexitySelect config={config} update={update} ctx={ctx} />
      <ActionsStepper config={config} update={update} />
      <ColumnsPlayers config={config} update={update} errors={errors} />
    </SettingsScreen>
  );
}
