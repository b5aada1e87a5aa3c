// Division: the dividend's places (difficult: 1000, 100 or 10) and the divisor's (difficult_2: 100, 10 or 1), each
// shown as the numbers it stands for (100: 100–999); the dividend must be the larger, as in the game.
import { useTranslation } from '@abacus/shared/i18n-react';
import { DIVIDENDS, DIVISORS, placeRange } from '@abacus/contract/game-levels';
import type { FieldsProps } from './common-fields';
import { ChoiceGroup } from './inputs';

export function DivisionFields({ id, game, onChange, problems }: FieldsProps) {
  const { t } = useTranslation('staff');
  return (
    <div className="hw-card__row">
      <ChoiceGroup
        id={`${id}-dividend`}
        legend={t('homeworkEditor.dividend')}
        options={DIVIDENDS.map((d) => ({ value: d, label: placeRange(d) }))}
        isChecked={(d) => d === game.difficult}
        onToggle={(difficult) => onChange({ ...game, difficult })}
        error={problems.difficult}
      />
      <ChoiceGroup
        id={`${id}-divisor`}
        legend={t('homeworkEditor.divisor')}
        options={DIVISORS.map((d) => ({ value: d, label: placeRange(d) }))}
        isChecked={(d) => d === game.difficult_2}
        onToggle={(difficult_2) => onChange({ ...game, difficult_2 })}
        error={problems.difficult_2}
      />
    </div>
  );
}
