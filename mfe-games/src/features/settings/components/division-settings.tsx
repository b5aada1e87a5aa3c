import { useTranslation } from 'react-i18next';
import { DIVIDENDS, DIVISORS } from '@/engine/config/game-choices';
import { useGameSettings } from '../hooks/use-game-settings';
import { ChoiceGroup } from './choice-group';
import { SettingsScreen } from './settings-screen';

/** Division: dividend 1000, 100 or 10 and divisor 100, 10 or 1 (default 100 divided by 10). */
export function DivisionSettings() {
  const { t } = useTranslation('games');
  const { config, update, errors, canStart, start } = useGameSettings('division');
  const [dividend, divisor] = config.numbers;
  const error = errors.numbers ? t(`settings.errors.${errors.numbers}`) : undefined;
  return (
    <SettingsScreen
      screen="division"
      title={t('gameList.games.division.title')}
      canStart={canStart}
      onStart={() => start()}
    >
      <ChoiceGroup
        name="dividend"
        legend={t('settings.dividend')}
        options={DIVIDENDS.map((value) => ({ value, label: String(value) }))}
        value={dividend}
        onChange={(next) => update({ numbers: [next, divisor] })}
      />
      <ChoiceGroup
        name="divisor"
        legend={t('settings.divisor')}
        options={DIVISORS.map((value) => ({ value, label: String(value) }))}
        value={divisor}
        onChange={(next) => update({ numbers: [dividend, next] })}
        error={error}
      />
    </SettingsScreen>
  );
}
