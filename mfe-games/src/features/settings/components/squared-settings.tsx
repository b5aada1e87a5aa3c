import { useTranslation } from 'react-i18next';
import { SQUARED_RANGES, squaredNumbers } from '@/engine/config/game-choices';
import { useGameSettings } from '../hooks/use-game-settings';
import { ChoiceGroup } from './choice-group';
import { SettingsScreen } from './settings-screen';

const rangeKey = (range: readonly [number, number]) => `${range[0]}-${range[1]}`;

/** Squared: one of the ranges 11-19, 20-29, 30-79, 80-120. */
export function SquaredSettings() {
  const { t } = useTranslation('games');
  const { config, update, canStart, start } = useGameSettings('squared');
  const current =
    SQUARED_RANGES.find((r) => r[0] === config.numbers[0] && r[1] === config.numbers.at(-1)) ?? SQUARED_RANGES[0];
  return (
    <SettingsScreen
      screen="squared"
      title={t('gameList.games.squared.title')}
      canStart={canStart}
      onStart={() => start()}
    >
      <ChoiceGroup
        name="squared_range"
        legend={t('settings.squaredRange')}
        options={SQUARED_RANGES.map((r) => ({ value: rangeKey(r), label: `${r[0]}–${r[1]}` }))}
        value={rangeKey(current)}
        onChange={(key) => {
          const range = SQUARED_RANGES.find((r) => rangeKey(r) === key) ?? SQUARED_RANGES[0];
          update({ numbers: squaredNumbers(range) });
        }}
      />
    </SettingsScreen>
  );
}
