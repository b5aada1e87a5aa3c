// The columns mode (spec 001 sections 4 and 9): up to 12 named players, each with a column of numbers and an
// answer field, as many columns on the screen as its width allows, an optional round timer. A round is won
// only when every player is right.
import { useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from '@abacus/shared/i18n-react';
import type { GameConfig } from '@/engine/config/game-config';
import { expectedAnswer } from '@/engine/play/answer-rules';
import { PreloadView } from '@/lib/play/components/preload-view';
import { type HomeworkTurn, showsNext } from '@/lib/results/model/homework-turn';
import { useColumnsRound } from '../hooks/use-columns-round';
import { useViewportWidth } from '../hooks/use-viewport-width';
import { playerName } from '../model/columns-config';
import { columnsMaxWidth, columnsOnPage, columnsPerScreen, pageCount } from '../model/columns-layout';
import { ColumnCard } from './column-card';
import { ColumnsIntro } from './columns-intro';
import { ColumnsPager } from './columns-pager';
import { ColumnsResult } from './columns-result';
import { ColumnsTimerBadge } from './columns-timer-badge';
import '../columns.css';

export interface ColumnsGameProps {
  config: GameConfig;
  /** Record the results for the signed-in student (not in the demo, not for a read-only viewer). */
  record: boolean;
  onExit: () => void;
  /** Played as homework: Next and Try again are the homework screen's (new columns, recorded). */
  homework?: HomeworkTurn;
}

export function ColumnsGame({ config, record, onExit, homework }: ColumnsGameProps) {
  const { t } = useTranslation('games');
  const { state, dispatch, playing, running, ticks, answer, submitted, loadFailed, retryLoad } = useColumnsRound(
    config,
    record,
    homework,
  );
  const perScreen = columnsPerScreen(useViewportWidth());
  const [page, setPage] = useState(0);
  const [showAnswers, setShowAnswers] = useState(false);
  const inputs = useRef(new Map<number, HTMLInputElement>());
  const judging = state.config ?? config;
  // A multiplication game or division in columns takes the wider layout of multiplication (spec 001 section 9).
  const wide = judging.type !== 'columns';
  const names = Array.from({ length: Math.max(1, config.users.length) }, (_, i) =>
    playerName(config, i, (number) => t('columns.player', { number })),
  );

  if (loadFailed || state.phase === 'preload') return <PreloadView failed={loadFailed} onRetry={retryLoad} />;
  if (state.phase === 'started') {
    return (
      <ColumnsIntro
        names={names}
        timer={config.isTimerEnabled ? config.timerCount : null}
        onStart={() => dispatch({ type: 'start' })}
      />
    );
  }

  const total = state.columns.length;
  const pages = pageCount(total, perScreen);
  const shownPage = Math.min(page, pages - 1);
  const shown = columnsOnPage(total, perScreen, shownPage);
  const inResult = state.phase === 'result';

  const onAnswer = (index: number, text: string) => {
    answer(index, text);
    // The next player on this screen who has not answered gets the cursor.
    const next = shown.find((i) => i !== index && !state.columnResults[i]);
    if (next !== undefined) inputs.current.get(next)?.focus();
  };
  const leaveResult = (event: 'retry' | 'next') => {
    setShowAnswers(false);
    setPage(0);
    dispatch({ type: event });
  };

  return (
    <section
      className={`columns-game${wide ? ' columns-game--multiply' : ''}`}
      style={
        {
          '--columns-max': `${columnsMaxWidth(wide)}px`,
          '--columns-shown': shown.length,
        } as CSSProperties
      }
      data-testid="columns-game"
    >
      <header className="columns-game__bar">
        {config.isTimerEnabled && <ColumnsTimerBadge timerCount={config.timerCount} ticks={ticks} />}
        {playing && (
          <button
            type="button"
            className="ui-btn ui-btn--ghost"
            onClick={() => dispatch({ type: state.paused ? 'resume' : 'pause' })}
          >
            {state.paused ? t('columns.resume') : t('columns.pause')}
          </button>
        )}
        <ColumnsPager
          page={shownPage}
          pages={pages}
          first={shown[0] + 1}
          last={shown[shown.length - 1] + 1}
          total={total}
          onPage={setPage}
        />
      </header>
      {inResult && state.timeIsOver && !submitted && (
        <p className="columns-game__time-over" role="status">
          {t('columns.timeIsOver')}
        </p>
      )}
      {inResult && submitted && (
        <ColumnsResult
          results={state.columnResults}
          win={state.outcome === 'win'}
          timeIsOver={state.timeIsOver}
          showAnswers={showAnswers}
          onToggleAnswers={() => setShowAnswers((on) => !on)}
          onRetry={homework?.onRetry ?? (() => leaveResult('retry'))}
          onNext={
            showsNext(homework, state.outcome === 'win') ? (homework?.onNext ?? (() => leaveResult('next'))) : undefined
          }
          onExit={onExit}
        />
      )}
      {state.paused ? (
        <p className="columns-game__paused" role="status">
          {t('columns.paused')}
        </p>
      ) : (
        <div className="columns-game__grid">
          {shown.map((index) => (
            <ColumnCard
              key={index}
              index={index}
              name={names[index] ?? t('columns.player', { number: index + 1 })}
              type={judging.type}
              items={state.columns[index]}
              result={state.columnResults[index] ?? null}
              open={running}
              revealed={inResult && submitted}
              expected={showAnswers ? expectedAnswer(judging, state.columns[index]) : null}
              onAnswer={(text) => onAnswer(index, text)}
              inputRef={(element) => {
                if (element) inputs.current.set(index, element);
                else inputs.current.delete(index);
              }}
            />
          ))}
        </div>
      )}
    </section>
  );
}
