// The play screen's abacus games (see model/abacus-round.ts): abacus mode, set step by step, and the random
// abacus game, flashed on the abacus with pause and resume; both answered with the last number.
import { useMemo, useState } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import type { GameConfig } from '@/engine/config/game-config';
import { expectedAnswer } from '@/engine/play/answer-rules';
import { PreloadView } from '@/lib/play/components/preload-view';
import { type HomeworkTurn, showsNext } from '@/lib/results/model/homework-turn';
import { useAbacusRound } from '../hooks/use-abacus-round';
import { isAbacusRandom, rodsForNumbers } from '../model/abacus-round';
import { AbacusAnswer } from './abacus-answer';
import { AbacusFlash } from './abacus-flash';
import { AbacusResult } from './abacus-result';
import { AbacusSteps } from './abacus-steps';
import '../abacus-play.css';

export interface AbacusPlayProps {
  config: GameConfig;
  /** Record the result for the signed-in student (not in the demo, not for a read-only viewer). */
  record: boolean;
  onExit: () => void;
  /** Played as homework: Next and Try again are the homework screen's (new numbers, recorded). */
  homework?: HomeworkTurn;
}

export function AbacusPlay({ config, record, onExit, homework }: AbacusPlayProps) {
  const { t } = useTranslation('games');
  const { state, dispatch, loadFailed, retryLoad } = useAbacusRound(config, record, homework);
  const [flashed, setFlashed] = useState(false);
  const random = isAbacusRandom(config);
  // One array per round: the steps and the flash take it as their numbers.
  const numbers = useMemo(() => state.items.map((item) => item.number), [state.items]);
  const rods = rodsForNumbers(numbers);

  if (loadFailed || state.phase === 'preload') {
    return (
      <section className="abacus-screen abacus-play">
        <PreloadView failed={loadFailed} onRetry={retryLoad} />
      </section>
    );
  }

  const leave = (event: 'retry' | 'next') => {
    setFlashed(false);
    dispatch({ type: event });
  };
  const submit = (answer: string) => dispatch({ type: 'submit', answer });

  return (
    <section className="abacus-screen abacus-play" data-testid="abacus-play">
      <h1 className="abacus-screen__title">{random ? t('abacusPlay.randomTitle') : t('abacusPlay.modeTitle')}</h1>
      {state.phase === 'started' && (
        <div className="abacus-screen__panel">
          <p className="abacus-play__rule">
            {random ? t('abacusPlay.randomRule', { count: numbers.length }) : t('abacusPlay.modeRule')}
          </p>
          <button
            type="button"
            className="ui-btn ui-btn--accent abacus-play__main"
            onClick={() => dispatch({ type: 'start' })}
            autoFocus
          >
            {t('abacusPlay.start')}
          </button>
        </div>
      )}
      {state.phase === 'numbers' && !random && (
        <AbacusSteps numbers={numbers} rods={rods} onCheck={(value) => submit(String(value))} />
      )}
      {state.phase === 'numbers' && random && !flashed && (
        <>
          <AbacusFlash
            numbers={numbers}
            speed={config.speed}
            rods={rods}
            paused={state.paused}
            onDone={() => setFlashed(true)}
          />
          <button
            type="button"
            className="ui-btn ui-btn--ghost"
            onClick={() => dispatch({ type: state.paused ? 'resume' : 'pause' })}
          >
            {state.paused ? t('abacusPlay.resume') : t('abacusPlay.pause')}
          </button>
        </>
      )}
      {state.phase === 'numbers' && random && flashed && <AbacusAnswer rods={rods} onCheck={submit} />}
      {state.phase === 'result' && state.config && (
        <AbacusResult
          win={state.outcome === 'win'}
          answer={state.answer ?? ''}
          expected={expectedAnswer(state.config, state.items)}
          rods={rods}
          onRetry={homework?.onRetry ?? (() => leave('retry'))}
          onNext={
            showsNext(homework, state.outcome === 'win') ? (homework?.onNext ?? (() => leave('next'))) : undefined
          }
          onExit={onExit}
        />
      )}
    </section>
  );
}
