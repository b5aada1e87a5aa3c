// Multiply: checkbox groups of small numbers 1-9, medium 11-19 and big numbers 10-99, shown as ranges of ten
// (spec 001 section 2): the choice 40 is any of 40-49, and says so.
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { MULTIPLY_GROUPS, type MultiplyGroup } from '@/engine/config/game-choices';
import type { GameConfig } from '@/engine/config/game-config';
import type { SettingsError } from '@/engine/config/settings-rules';

interface Props {
  config: GameConfig;
  update: (patch: Partial<GameConfig>) => void;
  error?: SettingsError;
}

const GROUPS = Object.keys(MULTIPLY_GROUPS) as MultiplyGroup[];

export function MultiplyNumbers({ config, update, error }: Props) {
  const { t } = useTranslation('games');
  const chosen = new Set(config.numbers);
  // Before the child has touched a number, "Choose at least one number" is what to do, not a mistake: a plain hint.
  const [touched, setTouched] = useState(false);
  const shownError = touched ? error : undefined;
  const toggle = (numbers: readonly number[], on: boolean) => {
    setTouched(true);
    const next = new Set(chosen);
    for (const n of numbers) on ? next.add(n) : next.delete(n);
    update({ numbers: [...next] });
  };

  return (
    <div className={`games-numbers${shownError ? ' games-numbers--invalid' : ''}`} data-field="numbers">
      {GROUPS.map((group) => {
        const numbers = MULTIPLY_GROUPS[group];
        const all = numbers.every((n) => chosen.has(n));
        return (
          <fieldset key={group} className="games-choices">
            <legend>{t(`settings.multiplyGroups.${group}`)}</legend>
            <div className="games-choices__list">
              <label className="games-chip games-chip--all">
                <input type="checkbox" checked={all} onChange={(event) => toggle(numbers, event.target.checked)} />
                <span>{t('settings.all')}</span>
              </label>
              {numbers.map((n) => (
                <label key={n} className="games-chip">
                  <input
                    type="checkbox"
                    checked={chosen.has(n)}
                    onChange={(event) => toggle([n], event.target.checked)}
                  />
                  <span dir="ltr">{group === 'big' ? `${n}–${n + 9}` : n}</span>
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
      {shownError && (
        <span className="games-field__error" role="alert">
          {t(`settings.errors.${shownError}`)}
        </span>
      )}
      {error && !shownError && <span className="games-field__hint">{t(`settings.errors.${error}`)}</span>}
    </div>
  );
}
