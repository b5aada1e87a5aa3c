// Division's choices, on its own screen and on the columns screen: dividend 1000, 100 or 10 and divisor 100, 10
// or 1; the dividend must be the larger.
import { useTranslation } from '@abacus/shared/i18n-react';
import { DIVIDENDS, DIVISORS } from '@/engine/config/game-choices';
import type { GameConfig } from '@/engine/config/game-config';
import type { SettingsError } from '@/engine/config/settings-rules';
import { ChoiceGroup } from './choice-group';

interface Props {
  config: GameConfig;
  update: (patch: Partial<GameConfig>) => void;
  error?: SettingsError;
}

export function DivisionFields({ config, update, error }: Props) {
  const { t } = useTranslation('games');
  const [dividend, divisor] = config.numbers;
  return (
    <>
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
        error={error ? t(`settings.errors.${error}`) : undefined}
      />
    </>
  );
}
