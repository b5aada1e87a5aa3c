// The base game's choices, on its own screen and on the columns screen: the base (50 or 100), and numbers
// greater than it, less than it, or both (universal).
import { useTranslation } from '@abacus/shared/i18n-react';
import {
  BASE_COMPLEXITIES,
  BASE_MODES,
  baseChoiceOf,
  baseNumbers,
  type Base,
  type BaseMode,
} from '@/engine/config/game-choices';
import type { GameConfig } from '@/engine/config/game-config';
import { ChoiceGroup } from './choice-group';

interface Props {
  config: GameConfig;
  update: (patch: Partial<GameConfig>) => void;
}

export function BaseFields({ config, update }: Props) {
  const { t } = useTranslation('games');
  const { base, mode } = baseChoiceOf(config);
  const choose = (nextBase: Base, nextMode: BaseMode) =>
    update({ complexity: nextBase, numbers: baseNumbers(nextBase, nextMode) });
  return (
    <>
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
    </>
  );
}
