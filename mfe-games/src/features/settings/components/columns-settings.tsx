import { useTranslation } from 'react-i18next';
import { ANZAN_TYPES } from '@/engine/config/game-config';
import { useGameSettings } from '../hooks/use-game-settings';
import { ActionsStepper } from './actions-stepper';
import { ChoiceGroup } from './choice-group';
import { ColumnsPlayers } from './columns-players';
import { ComplexitySelect } from './complexity-select';
import { LevelFields } from './level-fields';
import { MultiplyNumbers } from './multiply-numbers';
import { SettingsScreen } from './settings-screen';

/** Columns: level (multiplication too), complexity, anzan type, actions, players and their names, timer. */
export function ColumnsSettings() {
  const { t } = useTranslation('games');
  const { config, update, errors, canStart, start, ctx } = useGameSettings('columns');
  const anzan = config.digit_type === 'anzan' && !config.isMultiplyColumn;
  return (
    <SettingsScreen
      screen="columns"
      title={t('gameList.games.columns.title')}
      canStart={canStart}
      onStart={() => start()}
    >
      <LevelFields screen="columns" config={config} update={update} ctx={ctx} />
      <ComplexitySelect config={config} update={update} ctx={ctx} />
      {anzan && (
        <ChoiceGroup
          name="anzan_type"
          legend={t('settings.anzanType')}
          options={ANZAN_TYPES.map((value) => ({ value, label: t(`settings.anzanTypes.${value}`) }))}
          value={config.anzan_type}
          onChange={(anzan_type) => update({ anzan_type })}
        />
      )}
      {config.isMultiplyColumn && <MultiplyNumbers config={config} update={update} error={errors.numbers} />}
      <ActionsStepper config={config} update={update} />
      <ColumnsPlayers config={config} update={update} errors={errors} />
    </SettingsScreen>
  );
}
