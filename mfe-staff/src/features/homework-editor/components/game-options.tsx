// The options of a configuration's type (spec 002 section 5 "Homework game configs").
import { useTranslation } from '@abacus/shared/i18n-react';
import { ABACUS_RANDOM_PLACES, NEGATIVE_COMPLEXITIES } from '@abacus/contract/game-levels';
import { COLUMNS_KINDS, type ColumnsKind, columnsKindOf, isMultiplyLevel } from '../model/game-defaults';
import { changeColumnsKind, kindOf } from '../model/game-rules';
import { AnzanFields } from './anzan-fields';
import type { FieldsProps } from './common-fields';
import { DivisionFields } from './division-fields';
import { SelectInput } from './inputs';
import { LevelFields, PlacesSelect } from './level-fields';
import { MatificFields } from './matific-fields';
import { MultiplyLevelSelect, MultiplyOptions } from './multiply-fields';

function ColumnsFields(props: FieldsProps) {
  const { id, game, onChange, problems } = props;
  const { t } = useTranslation('staff');
  const kind = columnsKindOf(game);
  return (
    <>
      <div className="hw-card__row">
        <SelectInput<ColumnsKind>
          id={`${id}-columns-level`}
          label={t('homeworkEditor.level')}
          value={kind}
          options={COLUMNS_KINDS.map((k) => ({ value: k, label: t(`homeworkEditor.levels.${k}`) }))}
          onChange={(next) => onChange(changeColumnsKind(game, next))}
          error={problems.with_columns ?? problems.digit_type}
        />
      </div>
      {isMultiplyLevel(kind) ? (
        <MultiplyOptions {...props} />
      ) : kind === 'anzan' ? (
        <AnzanFields {...props} />
      ) : (
        <LevelFields {...props} withLevel={false} />
      )}
    </>
  );
}

export function GameOptions(props: FieldsProps) {
  const { t } = useTranslation('staff');
  switch (kindOf(props.game)) {
    case 'addition':
      return <LevelFields {...props} />;
    case 'columns':
      return <ColumnsFields {...props} />;
    case 'abacus_random':
      return (
        <div className="hw-card__row">
          <PlacesSelect {...props} places={ABACUS_RANDOM_PLACES} />
        </div>
      );
    case 'multiply':
      return (
        <>
          <div className="hw-card__row">
            <MultiplyLevelSelect {...props} />
          </div>
          <MultiplyOptions {...props} />
        </>
      );
    case 'divide':
      return <DivisionFields {...props} />;
    case 'negative':
      return (
        <div className="hw-card__row">
          <PlacesSelect {...props} places={NEGATIVE_COMPLEXITIES} />
        </div>
      );
    case 'anzan':
      return <AnzanFields {...props} />;
    case 'matific':
      return <MatificFields {...props} />;
    default:
      return <p className="hw-muted">{t('homeworkEditor.unknownType')}</p>;
  }
}
