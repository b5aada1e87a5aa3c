// One number to show on the abacus. Value and digits stay hidden until Check: reading the beads is the
// skill practised, so the abacus must not read itself aloud.
import { useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import { Abacus } from '@/lib/abacus/components/abacus';
import { useNumberFormat } from '@/lib/abacus/hooks/use-number-format';
import { PreloadView } from '@/lib/play/components/preload-view';
import { useAbacusTask } from '../hooks/use-abacus-task';
import { currentNumber, rodsFor } from '../model/abacus-task';

export function AbacusTask({ digits }: { digits: number }) {
  const { t } = useTranslation('games');
  const { state, dispatch, loading, failed, retry } = useAbacusTask(digits);
  const [value, setValue] = useState(0);
  const target = currentNumber(state);
  const format = useNumberFormat();

  if (failed || loading || target === null) return <PreloadView failed={failed} onRetry={retry} />;

  const right = state.checked?.right === true;
  const next = () => {
    setValue(0);
    dispatch({ type: 'next' });
  };
  return (
    <div className="abacus-screen__panel">
      <p className="abacus-screen__ask">
        {t('abacusGame.ask')}{' '}
        <strong className="abacus-screen__target" data-testid="abacus-target">
          {format(target)}
        </strong>
      </p>
      <Abacus
        rods={rodsFor(digits)}
        value={value}
        onChange={(next) => {
          setValue(next);
          dispatch({ type: 'edit' });
        }}
        showValue={state.checked !== null}
        showDigits={state.checked !== null}
        disabled={right}
        clearable
      />
      <p
        className={`abacus-game__verdict${state.checked ? (right ? ' abacus-game__verdict--right' : ' abacus-game__verdict--wrong') : ''}`}
        role="status"
        aria-live="polite"
      >
        {state.checked &&
          (state.checked.right ? t('abacusGame.right') : t('abacusGame.wrong', { value: format(state.checked.value) }))}
      </p>
      <div className="abacus-game__actions">
        {!right && (
          <button type="button" className="ui-btn ui-btn--accent" onClick={() => dispatch({ type: 'check', value })}>
            {t('abacusGame.check')}
          </button>
        )}
        <button type="button" className={right ? 'ui-btn ui-btn--accent' : 'ui-btn ui-btn--ghost'} onClick={next}>
          {t('abacusGame.next')}
        </button>
      </div>
      <p className="abacus-game__score">
        {t('abacusGame.score', { right: state.score.right, total: state.score.total })}
      </p>
    </div>
  );
}
