import { useTranslation } from '@abacus/shared/i18n-react';
import type { GameConfig } from '@/engine/config/game-config';
import { complexitiesFor, type RuleContext } from '@/engine/config/settings-rules';
import { useGameSettings } from '../hooks/use-game-settings';
import { ActionsStepper } from './actions-stepper';
import { SelectField } from './select-field';
import { SettingsScreen } from './settings-screen';
import { SpeedStepper } from './speed-stepper';

/**
 * Random abacus: digit variants, speed and 1 to 25 actions; no sound. The digit variant is how many digits the
 * numbers have, 1 to 7, one per rod of the abacus (spec 001 sections 2 and 9); it is the game's complexity (its
 * place value), so the screen offers it once, in digits. A level and focus digit would mean nothing here (the
 * numbers are read from the abacus, not added), so the screen does not offer them.
 */
export function AbacusRandomSettings() {
  const { t } = useTranslation('games');
  const { config, update, canStart, start, ctx } = useGameSettings('abacus_random');
  return (
    <SettingsScreen
      screen="abacus_random"
      title={t('gameList.games.abacus_random.title')}
      canStart={canStart}
      onStart={() => start()}
    >
      <DigitVariants config={config} update={update} ctx={ctx} />
      <SpeedStepper config={config} update={update} />
      <ActionsStepper config={config} update={update} />
    </SettingsScreen>
  );
}

const digitsOf = (places: number) => String(Math.max(1, Math.trunc(places))).length;

function DigitVariants({
  config,
  update,
  ctx,
}: {
  config: GameConfig;
  update: (patch: Partial<GameConfig>) => void;
  ctx: RuleContext;
}) {
  const { t } = useTranslation('games');
  const places = complexitiesFor(config, ctx);
  return (
    <SelectField
      id="settings-digits"
      label={t('settings.digitVariants')}
      options={places.map((p) => ({ value: String(p), label: t('settings.digitsCount', { n: digitsOf(p) }) }))}
      value={String(config.places)}
      onChange={(text) => update({ places: Number(text) })}
    />
  );
}
