import { useTranslation } from '@abacus/shared/i18n-react';
import type { GameConfig } from '@/engine/config/game-config';
import { actionsRange, clampActions } from '@/engine/config/settings-rules';
import { NumberStepper } from './number-stepper';

interface Props {
  config: GameConfig;
  update: (patch: Partial<GameConfig>) => void;
}

/** Number of actions: 2 to 25 (abacus random 1 to 25). */
export function ActionsStepper({ config, update }: Props) {
  const { t } = useTranslation('games');
  const { min, max } = actionsRange(config.type);
  return (
    <NumberStepper
      id="settings-actions"
      label={t('settings.actions')}
      value={config.length}
      step={1}
      min={min}
      max={max}
      onChange={(value) => update({ length: clampActions(value, config.type, config.length) })}
      hint={t('settings.actionsHint', { min, max })}
    />
  );
}
