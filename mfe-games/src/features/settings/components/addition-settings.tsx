import { useTranslation } from '@abacus/shared/i18n-react';
import { useGameSettings } from '../hooks/use-game-settings';
import { ActionsStepper } from './actions-stepper';
import { ComplexitySelect } from './complexity-select';
import { LevelFields } from './level-fields';
import { SelectField } from './select-field';
import { SettingsScreen } from './settings-screen';
import { SoundFields } from './sound-fields';
import { SpeedStepper } from './speed-stepper';

/**
 * Speedy numbers: level, digit (pro variants too), complexity, speed, actions, the calculation mode (mental: the
 * numbers flash; abacus: the child works them on the on-screen abacus, spec 001 section 2 "calculation-mode view"),
 * sound and voice (mental only).
 */
export function AdditionSettings() {
  const { t } = useTranslation('games');
  const { config, update, canStart, start, ctx } = useGameSettings('addition');
  return (
    <SettingsScreen
      screen="addition"
      title={t('gameList.games.addition.title')}
      canStart={canStart}
      onStart={() => start({ mode: config.mode === 'abacus' ? 'abacus' : 'digits' })}
    >
      <LevelFields screen="addition" config={config} update={update} ctx={ctx} />
      <ComplexitySelect config={config} update={update} ctx={ctx} />
      <SpeedStepper config={config} update={update} />
      <ActionsStepper config={config} update={update} />
      <SelectField
        id="settings-mode"
        label={t('settings.calculationMode')}
        options={[
          { value: 'digits', label: t('settings.modes.digits') },
          { value: 'abacus', label: t('settings.modes.abacus') },
        ]}
        value={config.mode === 'abacus' ? 'abacus' : 'digits'}
        onChange={(mode) => update({ mode: mode === 'abacus' ? 'abacus' : 'digits' })}
      />
      {config.mode !== 'abacus' && <SoundFields config={config} update={update} />}
    </SettingsScreen>
  );
}
