// Columns: up to 12 players with names of at most 16 characters, and the round timer (at least 1 s).
import { useTranslation } from '@abacus/shared/i18n-react';
import type { GameConfig } from '@/engine/config/game-config';
import {
  clampTimer,
  MAX_NAME_LENGTH,
  MAX_USERS,
  MIN_TIMER,
  resizeUsers,
  type SettingsErrors,
} from '@/engine/config/settings-rules';
import { NumberStepper } from './number-stepper';

interface Props {
  config: GameConfig;
  update: (patch: Partial<GameConfig>) => void;
  errors: SettingsErrors;
}

export function ColumnsPlayers({ config, update, errors }: Props) {
  const { t } = useTranslation('games');
  const rename = (index: number, name: string) =>
    update({ users: config.users.map((old, i) => (i === index ? name.slice(0, MAX_NAME_LENGTH) : old)) });

  return (
    <>
      <NumberStepper
        id="settings-users"
        label={t('settings.players')}
        value={config.users.length}
        step={1}
        min={1}
        max={MAX_USERS}
        onChange={(count) => update({ users: resizeUsers(config.users, count) })}
        hint={t('settings.playersHint', { max: MAX_USERS })}
      />
      <div className="games-players">
        {config.users.map((name, index) => {
          const error = errors.userNames?.[index];
          const id = `settings-player-${index}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a player is their place in the list (names are edited in place)
            <div key={index} className={`games-field${error ? ' games-field--invalid' : ''}`} data-field={id}>
              <label htmlFor={id}>{t('settings.playerName', { number: index + 1 })}</label>
              <input
                id={id}
                type="text"
                value={name}
                maxLength={MAX_NAME_LENGTH}
                autoComplete="off"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => rename(index, event.target.value)}
              />
              {error && (
                <span className="games-field__error" id={`${id}-error`} role="alert">
                  {t(`settings.errors.${error}`, { max: MAX_NAME_LENGTH })}
                </span>
              )}
            </div>
          );
        })}
      </div>
      {errors.users && (
        <p className="games-field__error" role="alert">
          {t(`settings.errors.${errors.users}`)}
        </p>
      )}
      <label className="games-check">
        <input
          type="checkbox"
          checked={config.isTimerEnabled}
          onChange={(event) => update({ isTimerEnabled: event.target.checked })}
        />
        <span>{t('settings.timer')}</span>
      </label>
      {config.isTimerEnabled && (
        <NumberStepper
          id="settings-timer"
          label={t('settings.timerCount')}
          value={config.timerCount}
          step={1}
          min={MIN_TIMER}
          onChange={(value) => update({ timerCount: clampTimer(value, config.timerCount) })}
        />
      )}
    </>
  );
}
