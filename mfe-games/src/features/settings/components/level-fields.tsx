// Level and digit: the digit list follows the level and the place value, pro variants included.
import { useTranslation } from '@abacus/shared/i18n-react';
import type { ColumnsLevel, GameConfig } from '@/engine/config/game-config';
import { digitChoices, levelOf, levelPatch, levelsFor, type RuleContext } from '@/engine/config/settings-rules';
import { SelectField } from './select-field';

interface Props {
  config: GameConfig;
  update: (patch: Partial<GameConfig>) => void;
  ctx: RuleContext;
  screen: 'addition' | 'abacus_random' | 'columns';
}

const digitValue = (digit: number, pro: boolean) => `${pro ? 'pro-' : ''}${digit}`;

export function LevelFields({ config, update, ctx, screen }: Props) {
  const { t } = useTranslation('games');
  const levels = levelsFor(screen, ctx);
  const level = levelOf(config);
  const digits = config.isMultiplyColumn ? [] : digitChoices(config, ctx);

  const chooseLevel = (next: string) => update(levelPatch(next as ColumnsLevel));
  const chooseDigit = (value: string) =>
    update({ pro: value.startsWith('pro-'), digit: Number(value.replace('pro-', '')) });

  return (
    <>
      <SelectField
        id="settings-level"
        label={t('settings.level')}
        options={levels.map((l) => ({ value: l, label: t(`settings.levels.${l}`) }))}
        value={level}
        onChange={chooseLevel}
        disabled={levels.length === 1}
      />
      {digits.length > 0 && config.digit !== null && (
        <SelectField
          id="settings-digit"
          label={t('settings.digit')}
          options={digits.map((o) => ({
            value: digitValue(o.digit, o.pro),
            label: o.pro ? t('settings.digitPro', { digit: o.digit }) : String(o.digit),
          }))}
          value={digitValue(config.digit, config.pro)}
          onChange={chooseDigit}
        />
      )}
    </>
  );
}
