import { useTranslation } from '@abacus/shared/i18n-react';
import type { GameConfig } from '@/engine/config/game-config';
import { complexitiesFor, usesPlaces, type RuleContext } from '@/engine/config/settings-rules';
import { useNumberFormat } from '@/lib/abacus/hooks/use-number-format';
import { SelectField } from './select-field';

interface Props {
  config: GameConfig;
  update: (patch: Partial<GameConfig>) => void;
  ctx: RuleContext;
}

/** Complexity; addition-type games choose a place value, which is their complexity. */
export function ComplexitySelect({ config, update, ctx }: Props) {
  const { t } = useTranslation('games');
  const format = useNumberFormat();
  const choices = complexitiesFor(config, ctx);
  if (choices.length === 0) return null;
  const places = usesPlaces(config);
  const value = places ? config.places : config.complexity;
  return (
    <SelectField
      id="settings-complexity"
      label={t('settings.complexity')}
      options={choices.map((n) => ({ value: String(n), label: format(n) }))}
      value={String(value)}
      onChange={(text) => update(places ? { places: Number(text) } : { complexity: Number(text) })}
    />
  );
}
