import { useTranslation } from 'react-i18next';
import {
  BASE_COMPLEXITIES,
  BASE_MODES,
  baseChoiceOf,
  baseNumbers,
  type Base,
  type BaseMode,
} from '@/engine/config/game-choices';
import { useGameSettings } from '../hooks/use-game-settings';
import { ChoiceGroup } from './choice-group';
import { SettingsScreen } from './settings-screen';

/** Base 50/100: the base, and numbers greater than it, less than it, or both (universal). */
export function BaseSettings() {
  const { t } = useTranslation('games');
  const { config, update, canStart, start } = useGameSettings('base');
  const { base, mode } = baseChoiceOf(config);
  const choose = (nextBase: Base, nextMode: BaseMode) =>
    update({ complexity: nextBase, numbers: baseNumbers(nextBase, nextMode) });
  return (
    <SettingsScreen screen="base" title={t('gameList.games.base.title')} canStart={canStart} onStart={() => start()}>
      <ChoiceGroup
        name="base"
        legend={t('settings.base')}
        options={BASE_COMPLEXITIES.map((value) => ({ value, label: String(value) }))}
        value={base}
        onChange={(next) => choose(next, mode)}
      />
      <ChoiceGroup
        name="base_mode"
        legend={t('settings.baseMode')}
        options={BASE_MODES.map((value) => ({ value, label: t(`settings.baseModes.${value}`, { base }) }))}
        value={mode}
        onChange={(next) => choose(base, next)}
      />
    </SettingsScreen>
  );
}
