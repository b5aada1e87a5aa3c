import { useTranslation } from '@abacus/shared/i18n-react';
import { ANZAN_TYPES } from '@/engine/config/game-config';
import { useGameSettings } from '../hooks/use-game-settings';
import { ActionsStepper } from './actions-stepper';
import { BaseFields } from './base-fields';
import { ChoiceGroup } from './choice-group';
import { ColumnsPlayers } from './columns-players';
import { ComplexitySelect } from './complexity-select';
import { DivisionFields } from './division-fields';
import { LevelFields } from './level-fields';
import { MultiplyNumbers } from './multiply-numbers';
import { SettingsScreen } from './settings-screen';
import { SquaredFields } from './squared-fields';

/**
 * Columns: level (the multiplication games and division too, each with its own choices), complexity, anzan type,
 * actions, players and their names, timer.
 */
export function ColumnsSettings() {
  const { t } = useTranslation('games');
  const { config, update, errors, canStart, start, ctx } = useGameSettings('columns');
  const anzan = config.digit_type === 'anzan' && !config.isMultiplyColumn;
  const game = config.isMultiplyColumn ? config.columnGame : null;
  return (
    <SettingsScreen
      screen="columns"
      title={t('gameList.games.columns.title')}
      canStart={canStart}
      onStart={() => start()}
    >
      <LevelFields screen="columns" config={config} update={update} ctx={ctx} />
      {(game === null || game === 'multiply') && <ComplexitySelect config={config} update={update} ctx={ctx} />}
      {anzan && (
        <ChoiceGroup
          name="anzan_type"
          legend={t('settings.anzanType')}
          options={ANZAN_TYPES.map((value) => ({ value, label: t(`settings.anzanTypes.${value}`) }))}
          value={config.anzan_type}
          onChange={(anzan_type) => update({ anzan_type })}
        />
      )}
      {game === 'multiply' && <MultiplyNumbers config={config} update={update} error={errors.numbers} />}
      {game === 'multiply_quad' && <SquaredFields config={config} update={update} />}
      {game === 'multiply_50_100' && <BaseFields config={config} update={update} />}
      {game === 'divide' && <DivisionFields config={config} update={update} error={errors.numbers} />}
      {game === null && <ActionsStepper config={config} update={update} />}
      <ColumnsPlayers config={config} update={update} errors={errors} />
    </SettingsScreen>
  );
}
