// The squared game's choice, on its own screen and on the columns screen: one of the ranges 11-19, 20-29,
// 30-79, 80-120.
import { useTranslation } from '@abacus/shared/i18n-react';
import { SQUARED_RANGES, squaredNumbers, squaredRangeOf } from '@/engine/config/game-choices';
import type { GameConfig } from '@/engine/config/game-config';
import { ChoiceGroup } from './choice-group';

const rangeKey = (range: readonly [number, number]) => `${range[0]}-${range[1]}`;

interface Props {
  config: GameConfig;
  update: (patch: Partial<GameConfig>) => void;
}

export function SquaredFields({ config, update }: Props) {
  const { t } = useTranslation('games');
  const current = squaredRangeOf(config.numbers) ?? SQUARED_RANGES[0];
  return (
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
  );
}
