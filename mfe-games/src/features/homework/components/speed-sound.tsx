// The speed stepper and the sound checkbox of the homework screen (model/speed-sound.ts has their rules).
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { HOMEWORK_SPEED_MAX, HOMEWORK_SPEED_MIN, HOMEWORK_SPEED_STEP } from '@abacus/contract/homework';

interface Props {
  speed: number;
  speedDisabled: boolean;
  onSpeed: (value: number) => void;
  withSound: boolean;
  /** Why the checkbox is locked: the numbers come too fast, or the game has no sound; null when it is free. */
  soundLock: 'tooFast' | 'silent' | null;
  onSound: (on: boolean) => void;
}

export function SpeedSound({ speed, speedDisabled, onSpeed, withSound, soundLock, onSound }: Props) {
  const { t } = useTranslation('games');
  const [text, setText] = useState(speed.toFixed(1));
  useEffect(() => setText(speed.toFixed(1)), [speed]);
  const label = t('homework.speed');
  const commit = () => {
    onSpeed(text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));
    setText(speed.toFixed(1));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit();
  };
  return (
    <div className="homework-choices">
      <div className="homework-field">
        <label htmlFor="homework-speed">{label}</label>
        <div className="homework-stepper">
          <button
            type="button"
            aria-label={t('homework.less', { label })}
            disabled={speedDisabled || speed <= HOMEWORK_SPEED_MIN}
            onClick={() => onSpeed(speed - HOMEWORK_SPEED_STEP)}
          >
            −
          </button>
          <input
            id="homework-speed"
            type="text"
            inputMode="decimal"
            value={text}
            disabled={speedDisabled}
            aria-describedby="homework-speed-hint"
            onChange={(event) => setText(event.target.value)}
            onBlur={commit}
            onKeyDown={onKeyDown}
          />
          <button
            type="button"
            aria-label={t('homework.more', { label })}
            disabled={speedDisabled || speed >= HOMEWORK_SPEED_MAX}
            onClick={() => onSpeed(speed + HOMEWORK_SPEED_STEP)}
          >
            +
          </button>
        </div>
        <span className="homework-field__hint" id="homework-speed-hint">
          {speedDisabled
            ? t('homework.speedLocked')
            : t('homework.speedHint', { min: HOMEWORK_SPEED_MIN, max: HOMEWORK_SPEED_MAX })}
        </span>
      </div>
      <div className="homework-field">
        <label className="homework-check">
          <input
            type="checkbox"
            checked={withSound && soundLock === null}
            disabled={soundLock !== null}
            aria-describedby={soundLock ? 'homework-sound-hint' : undefined}
            onChange={(event) => onSound(event.target.checked)}
          />
          <span>{t('homework.sound')}</span>
        </label>
        {soundLock && (
          <span className="homework-field__hint" id="homework-sound-hint">
            {soundLock === 'silent' ? t('homework.soundNone') : t('homework.soundTooFast')}
          </span>
        )}
      </div>
    </div>
  );
}
