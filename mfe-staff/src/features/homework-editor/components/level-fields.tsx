// Speedy numbers and columns of an addition level: the level, its places ("Difficulty places are the base list
// minus 1 for fifty, and minus 1 and 10 for hundred") and its focus digits (the games' digitChoices).
import { useTranslation } from '@abacus/shared/i18n-react';
import { ABACUS_LEVELS, type AbacusLevel, digitChoices } from '@abacus/contract/game-levels';
import { placesFor } from '@abacus/contract/homework';
import { abacusLevelOf, changeLevel, changePlaces, toggleDigit } from '../model/game-rules';
import type { FieldsProps } from './common-fields';
import { ChoiceGroup, SelectInput } from './inputs';

export function PlacesSelect({
  id,
  game,
  onChange,
  problems,
  places,
  label,
}: FieldsProps & { places: readonly number[]; label?: string }) {
  const { t } = useTranslation('staff');
  return (
    <SelectInput
      id={`${id}-places`}
      label={label ?? t('homeworkEditor.places')}
      value={game.difficult}
      options={places.map((p) => ({ value: p, label: p.toLocaleString('en').replace(/,/g, ' ') }))}
      onChange={(difficult) => onChange(changePlaces(game, difficult))}
      error={problems.difficult}
    />
  );
}

export function LevelFields(props: FieldsProps & { withLevel?: boolean }) {
  const { id, game, onChange, problems, withLevel = true } = props;
  const { t } = useTranslation('staff');
  const level = abacusLevelOf(game) ?? 'elementary';
  const digits = digitChoices(level, game.difficult, false);
  const chosen = new Set(game.digit);
  return (
    <>
      <div className="hw-card__row">
        {withLevel && (
          <SelectInput<AbacusLevel>
            id={`${id}-level`}
            label={t('homeworkEditor.level')}
            value={level}
            options={ABACUS_LEVELS.map((l) => ({ value: l, label: t(`homeworkEditor.levels.${l}`) }))}
            onChange={(next) => onChange(changeLevel(game, next))}
            error={problems.digit_type}
          />
        )}
        <PlacesSelect {...props} places={placesFor(level)} />
      </div>
      {digits.length > 0 && (
        <ChoiceGroup
          id={`${id}-digits`}
          legend={t('homeworkEditor.digits')}
          options={digits.map((d) => ({ value: d, label: String(d) }))}
          multiple
          isChecked={(d) => chosen.has(d)}
          locked={(d) => chosen.has(d) && chosen.size === 1}
          onToggle={(d, on) => onChange(toggleDigit(game, d, on))}
          error={problems.digit}
        />
      )}
    </>
  );
}
