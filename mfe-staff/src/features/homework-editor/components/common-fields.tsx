// The fields every played configuration has: number of expressions, calculation method, speed and length (speed
// and length only where they count: not for multiplication and division, whose time counts 1 per expression).
import { useTranslation } from '@abacus/shared/i18n-react';
import { CALCULATION_METHODS } from '@abacus/contract/games';
import {
  HOMEWORK_SPEED_MAX,
  HOMEWORK_SPEED_MIN,
  HOMEWORK_SPEED_STEP,
  lengthRangeOf,
  REPEAT_MAX,
  REPEAT_MIN,
} from '@abacus/contract/homework';
import type { GameFields } from '../model/game-fields';
import { lengthFromText, repeatFromText, speedFromText } from '../model/game-inputs';
import { isTimed } from '../model/game-kinds';
import { NumberInput, SelectInput } from './inputs';

export interface FieldsProps {
  id: string;
  game: GameFields;
  onChange: (game: GameFields) => void;
  problems: Record<string, string>;
}

export function CommonFields({ id, game, onChange, problems }: FieldsProps) {
  const { t } = useTranslation('staff');
  const [min, max] = lengthRangeOf(game);
  return (
    <div className="hw-card__row">
      <NumberInput
        id={`${id}-repeat`}
        label={t('homeworkEditor.repeat')}
        value={game.repeat}
        commit={repeatFromText}
        onChange={(repeat) => onChange({ ...game, repeat })}
        min={REPEAT_MIN}
        max={REPEAT_MAX}
        error={problems.repeat}
      />
      <SelectInput
        id={`${id}-method`}
        label={t('homeworkEditor.method')}
        value={game.calculation_method}
        options={CALCULATION_METHODS.map((m) => ({ value: m, label: t(`homeworkEditor.methods.${m}`) }))}
        onChange={(calculation_method) => onChange({ ...game, calculation_method })}
        error={problems.calculation_method}
      />
      {isTimed(game) && (
        <NumberInput
          id={`${id}-speed`}
          label={t('homeworkEditor.speed')}
          value={game.speed}
          commit={(text) => speedFromText(text, game.speed)}
          onChange={(speed) => onChange({ ...game, speed })}
          min={HOMEWORK_SPEED_MIN}
          max={HOMEWORK_SPEED_MAX}
          step={HOMEWORK_SPEED_STEP}
          error={problems.speed}
        />
      )}
      {min !== max && (
        <NumberInput
          id={`${id}-length`}
          label={t('homeworkEditor.length')}
          value={game.operation_number}
          commit={(text) => lengthFromText(text, [min, max], game.operation_number)}
          onChange={(operation_number) => onChange({ ...game, operation_number })}
          min={min}
          max={max}
          hint={t('homeworkEditor.range', { min, max })}
          error={problems.operation_number}
        />
      )}
    </div>
  );
}
