// The play screen of one game: preload, Start, the 3-2-1-GO countdown and the flashed numbers, the answer
// and the result (spec 001 sections 2 and 4). Multiplication and division go straight to the answer.
import { type ReactNode, useRef } from 'react';
import type { GameConfig } from '@/engine/config/game-config';
import { showsExpression } from '@/engine/play/play-state';
import { usePlayGame, type PlayEnvironment } from '../hooks/use-play-game';
import { AnswerForm } from './answer-form';
import { FlashView } from './flash-view';
import { PreloadView } from '@/lib/play/components/preload-view';
import { ResultView } from './result-view';
import { StartView } from './start-view';
import { VoidedView } from '@/lib/play/components/voided-view';
import { type HomeworkTurn, showsNext } from '@/lib/results/model/homework-turn';
import '@/lib/play/play.css';

interface Props {
  config: GameConfig;
  record: boolean;
  user: number | null;
  environment: PlayEnvironment;
  onExit: () => void;
  /** Played as homework: Next and Try again are the homework screen's (new numbers, recorded). */
  homework?: HomeworkTurn;
}

export function PlayScreen({ config, record, user, environment, onExit, homework }: Props) {
  const displayRef = useRef<HTMLOutputElement>(null);
  const game = usePlayGame({ config, record, user, environment, displayRef, homework });
  const { state } = game;
  const phase = game.voided ? 'void' : state.phase;

  let view: ReactNode;
  if (game.voided) view = <VoidedView onRestart={game.restart} />;
  else if (state.phase === 'preload' || (state.phase === 'started' && showsExpression(config)))
    view = <PreloadView failed={game.loadFailed} onRetry={game.reload} />;
  else if (state.phase === 'started') view = <StartView onStart={game.start} />;
  else if (state.phase === 'numbers')
    view = <FlashView displayRef={displayRef} paused={state.paused} onPause={game.pause} onResume={game.resume} />;
  else if (state.phase === 'answer') view = <AnswerForm config={config} items={state.items} onSubmit={game.submit} />;
  else
    view = (
      <ResultView
        config={config}
        items={state.items}
        answer={state.answer ?? ''}
        outcome={state.outcome ?? 'lose'}
        onRetry={homework?.onRetry ?? game.retry}
        onNext={showsNext(homework, state.outcome === 'win') ? (homework?.onNext ?? game.next) : undefined}
        onBack={onExit}
      />
    );

  return (
    <section className="play" data-testid="play-screen" data-phase={phase} data-game={config.type}>
      {view}
    </section>
  );
}
