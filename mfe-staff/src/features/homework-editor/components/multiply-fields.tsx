// Multiplication (its own type, or a columns game of a multiplication level): the options of each level, from the
// games' lists. Multiply: complexity and the multipliers (1-9, 11-19, 10-90), at least one ("A multiply game with
// no numbers chosen blocks saving"). Squared: a range (11-19, 20-29, 30-70, 80-120). Base: 50 or 100 and its mode.
// 25x25: nothing to choose.
import { useTranslation } from '@abacus/shared/i18n-react';
import { BASE_OPTIONS } from '@abacus/contract/games';
import {
  BASE_COMPLEXITIES,
  HOMEWORK_SQUARED_RANGES,
  MULTIPLY_COMPLEXITIES,
  MULTIPLY_GROUPS,
  type MultiplyGroup,
} from '@abacus/contract/game-levels';
import { DEFAULT_BASE_OPTION, MULTIPLY_LEVELS, type MultiplyLevel } from '../model/game-defaults';
import { changeMultiplyLevel, changeSquaredRange, toggleNumbers } from '../model/game-rules';
import type { FieldsProps } from './common-fields';
import { ChoiceGroup, SelectInput } from './inputs';
import { PlacesSelect } from './level-fields';

const GROUPS = Object.keys(MULTIPLY_GROUPS) as MultiplyGroup[];
const rangeKey = (range: readonly number[]) => `${range[0]}-${range[1]}`;

export function MultiplyLevelSelect({ id, game, onChange, problems }: FieldsProps) {
  const { t } = useTranslation('staff');
  return (
    <SelectInput<MultiplyLevel>
      id={`${id}-multiply-level`}
      label={t('homeworkEditor.multiplyLevel')}
      value={game.type as MultiplyLevel}
      options={MULTIPLY_LEVELS.map((l) => ({ value: l, label: t(`homeworkEditor.levels.${l}`) }))}
      onChange={(level) => onChange(changeMultiplyLevel(game, level))}
      error={problems.type}
    />
  );
}

function MultiplyNumbers({ id, game, onChange, problems }: FieldsProps) {
  const { t } = useTranslation('staff');
  const chosen = new Set(game.numbers);
  const error = problems.numbers;
  return (
    <div className="hw-numbers" data-invalid={error ? 'true' : undefined}>
      {GROUPS.map((group) => {
        const numbers = MULTIPLY_GROUPS[group];
        const all = numbers.every((n) => chosen.has(n));
        return (
          <ChoiceGroup
            key={group}
            id={`${id}-numbers-${group}`}
            legend={t(`homeworkEditor.multiplyGroups.${group}`)}
            options={numbers.map((n) => ({ value: n, label: group === 'big' ? `${n}–${n + 9}` : String(n) }))}
            multiple
            isChecked={(n) => chosen.has(n)}
            onToggle={(n, on) => onChange(toggleNumbers(game, [n], on))}
            error={group === 'big' ? error : undefined}
            extra={
              <label className="admin-check hw-check--all">
                <input
                  type="checkbox"
                  checked={all}
                  onChange={(event) => onChange(toggleNumbers(game, numbers, event.target.checked))}
                />
                <span>{t('homeworkEditor.all')}</span>
              </label>
            }
          />
        );
      })}
    </div>
  );
}

export function MultiplyOptions(props: FieldsProps) {
  const { id, game, onChange, problems } = props;
  const { t } = useTranslation('staff');
  switch (game.type) {
    case 'multiply':
      return (
        <>
          <div className="hw-card__row">
            <PlacesSelect {...props} places={MULTIPLY_COMPLEXITIES} label={t('homeworkEditor.complexity')} />
          </div>
          <MultiplyNumbers {...props} />
        </>
      );
    case 'multiply_quad': {
      const current = rangeKey(game.numbers);
      return (
        <ChoiceGroup
          id={`${id}-squared`}
          legend={t('homeworkEditor.squaredRange')}
          options={HOMEWORK_SQUARED_RANGES.map((r) => ({ value: rangeKey(r), label: `${r[0]}–${r[1]}` }))}
          isChecked={(key) => key === current}
          onToggle={(key) => {
            const range = HOMEWORK_SQUARED_RANGES.find((r) => rangeKey(r) === key);
            if (range) onChange(changeSquaredRange(game, range));
          }}
          error={problems.numbers}
        />
      );
    }
    case 'multiply_50_100':
      return (
        <div className="hw-card__row">
          <ChoiceGroup
            id={`${id}-base`}
            legend={t('homeworkEditor.base')}
            options={BASE_COMPLEXITIES.map((b) => ({ value: b, label: String(b) }))}
            isChecked={(b) => b === game.difficult}
            onToggle={(difficult) => onChange({ ...game, difficult })}
            error={problems.difficult}
          />
          <ChoiceGroup
            id={`${id}-base-mode`}
            legend={t('homeworkEditor.baseMode')}
            options={BASE_OPTIONS.map((o) => ({
              value: o,
              label: t(`homeworkEditor.baseOptions.${o}`, { base: game.difficult }),
            }))}
            isChecked={(o) => o === (game.option ?? DEFAULT_BASE_OPTION)}
            onToggle={(option) => onChange({ ...game, option })}
            error={problems.option}
          />
        </div>
      );
    default:
      return <p className="hw-muted">{t('homeworkEditor.x25Note')}</p>;
  }
}
