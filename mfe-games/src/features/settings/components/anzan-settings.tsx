import { useTranslation } from '@abacus/shared/i18n-react';
import { ANZAN_TYPES } from '@/engine/config/game-config';
import { useGameSettings } from '../hooks/use-game-settings';
import { ActionsStepper } from './actions-stepper';
import { ChoiceGroup } from './choice-group';
import { ComplexitySelect } from './complexity-select';
import { SettingsScreen } from './settings-screen';
import { SoundFields } from './sound-fields';
import { SpeedStepper } from './speed-stepper';

/** Anzan: complexity, type (random numbers, only add, only subtraction), actions, speed, sound and voice. */
export function AnzanSettings() {
  const { t } = useTranslation('games');
  const { config, update, canStart, start, ctx } = useGameSettings('anzan');
  return (
    <SettingsScreen screen="anzan" title={t('gameList.games.anzan.title')} canStart={canStart} onStart={() => start()}>
      <ComplexitySelect config={config} update={update} ctx={ctx} />
      <ChoiceGroup
        name="anzan_type"
        legend={t('settings.anzanType')}
        options={ANZAN_TYPES.map((value) => ({ value, label: t(`settings.anzanTypes.${value}`) }))}
        value={config.anzan_type}
        onChange={(anzan_type) => update({ anzan_type })}
      />
      <ActionsStepper config={config} update={update} />
      <SpeedStepper config={config} update={update} />
      <SoundFields config={config} update={update} />
    </SettingsScreen>
  );
}
