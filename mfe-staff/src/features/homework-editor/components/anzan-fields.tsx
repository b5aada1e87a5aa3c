// Anzan (its own type, or a columns game of the anzan level): the anzan type ("Anzan requires digit_type (default
// anzan_random)") and the places.
import { useTranslation } from '@abacus/shared/i18n-react';
import { ANZAN_TYPES, type AnzanType } from '@abacus/contract/games';
import { ANZAN_COMPLEXITIES } from '@abacus/contract/game-levels';
import { DEFAULT_ANZAN_TYPE } from '../model/game-defaults';
import { changeAnzanType } from '../model/game-rules';
import type { FieldsProps } from './common-fields';
import { SelectInput } from './inputs';
import { PlacesSelect } from './level-fields';

export function AnzanFields(props: FieldsProps) {
  const { id, game, onChange, problems } = props;
  const { t } = useTranslation('staff');
  const current = (ANZAN_TYPES as readonly (string | null)[]).includes(game.digit_type)
    ? (game.digit_type as AnzanType)
    : DEFAULT_ANZAN_TYPE;
  return (
    <div className="hw-card__row">
      <SelectInput<AnzanType>
        id={`${id}-anzan`}
        label={t('homeworkEditor.anzanType')}
        value={current}
        options={ANZAN_TYPES.map((a) => ({ value: a, label: t(`homeworkEditor.anzanTypes.${a}`) }))}
        onChange={(type) => onChange(changeAnzanType(game, type))}
        error={problems.digit_type}
      />
      <PlacesSelect {...props} places={ANZAN_COMPLEXITIES} />
    </div>
  );
}
