import { useTranslation } from '@abacus/shared/i18n-react';
import { useGameSettings } from '../hooks/use-game-settings';
import { ComplexitySelect } from './complexity-select';
import { MultiplyNumbers } from './multiply-numbers';
import { SettingsScreen } from './settings-screen';

/** Multiply: complexity and the multipliers; Start waits for at least one. */
export function MultiplySettings() {
  const { t } = useTranslation('games');
  const { config, update, errors, canStart, start, ctx } = useGameSettings('multiply');
  return (
    <SettingsScreen
      screen="multiply"
      title={t('gameList.games.multiply.title')}
      canStart={canStart}
      onStart={() => start()}
    >
      <ComplexitySelect config={config} update={update} ctx={ctx} />
      <MultiplyNumbers config={config} update={update} error={errors.numbers} />
    </SettingsScreen>
  );
}
