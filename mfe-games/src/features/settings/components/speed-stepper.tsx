import { useTranslation } from '@abacus/shared/i18n-react';
import type { GameConfig } from '@/engine/config/game-config';
import { MAX_SPEED, MIN_SPEED, normalizeSpeed, SPEED_STEP } from '@/engine/config/settings-rules';
import { NumberStepper } from './number-stepper';

interface Props {
  config: GameConfig;
  update: (patch: Partial<GameConfig>) => void;
}

/** Seconds per number, in steps of 0.1, from 0.1 to 60 (the contract's range, which the server accepts). */
export function SpeedStepper({ config, update }: Props) {
  const { t } = useTranslation('games');
  return (
    <NumberStepper
      id="settings-speed"
      label={t('settings.speed')}
      value={config.speed}
      step={SPEED_STEP}
      min={MIN_SPEED}
      max={MAX_SPEED}
      onChange={(value) => update({ speed: normalizeSpeed(value, config.speed), changedSpeed: true })}
      hint={t('settings.speedHint')}
    />
  );
}
