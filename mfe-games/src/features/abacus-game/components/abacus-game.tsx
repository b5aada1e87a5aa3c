// Online abacus (/games/abacus-game, /demo/abacus-game): "show this number on the abacus", Check, Next;
// or free play, where the abacus simply shows what the beads make. Nothing is recorded.
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { Abacus } from '@/lib/abacus/components/abacus';
import { DEFAULT_DIGITS } from '../model/abacus-task';
import { AbacusTask } from './abacus-task';
import { DigitsPicker } from './digits-picker';
import '../abacus-game.css';

type Mode = 'task' | 'free';

export function AbacusGame() {
  const { t } = useTranslation('games');
  const [mode, setMode] = useState<Mode>('task');
  const [digits, setDigits] = useState(DEFAULT_DIGITS);
  return (
    <section className="abacus-screen abacus-game" data-testid="abacus-game">
      <h1 className="abacus-screen__title">{t('abacusGame.title')}</h1>
      <div className="abacus-game__modes" role="radiogroup" aria-label={t('abacusGame.modeLabel')}>
        {(['task', 'free'] as const).map((value) => (
          // biome-ignore lint/a11y/useSemanticElements: two big toggle buttons a child taps; they act as a radio group for screen readers
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={mode === value}
            className={`abacus-game__mode${mode === value ? ' abacus-game__mode--on' : ''}`}
            onClick={() => setMode(value)}
          >
            {t(`abacusGame.modes.${value}`)}
          </button>
        ))}
      </div>
      {mode === 'task' ? (
        <>
          <DigitsPicker value={digits} onChange={setDigits} />
          <AbacusTask digits={digits} />
        </>
      ) : (
        <div className="abacus-screen__panel">
          <p className="abacus-game__hint">{t('abacusGame.freeHint')}</p>
          <Abacus clearable />
        </div>
      )}
    </section>
  );
}
