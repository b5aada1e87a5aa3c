// One game on the play screen: the play state machine (engine/play/play-state.ts) driven by the generator,
// the sounds, the flash runner and the answer entry, and each attempt recorded for a signed-in student.
import { useEffect, useMemo, useState, type RefObject } from 'react';
import type { GameConfig } from '@/engine/config/game-config';
import { parseAnswer } from '@/engine/play/answer-rules';
import { showsExpression } from '@/engine/play/play-state';
import { signedValue } from '@/engine/play/wire-items';
import type { FlashSources } from '@/engine/scheduler/flash-runner';
import { useGenerateExpression } from '@/lib/generator/api/use-generator';
import { useAttemptRecord } from './use-attempt-record';
import { useFlash } from '@/lib/play/hooks/use-flash';
import { useGameSound, type SoundFactory } from './use-game-sound';
import { useGeneratedRound, type LoadRound } from '@/lib/play/hooks/use-generated-round';
import type { HomeworkTurn } from '@/lib/results/model/homework-turn';

/** What the play screen needs from the browser: frames, clock and visibility, and the audio. */
export interface PlayEnvironment {
  flashSources: FlashSources;
  createSound: SoundFactory;
}

interface Options {
  config: GameConfig;
  /** Whether attempts are recorded (a signed-in student's own game, not the demo, not read-only). */
  record: boolean;
  user: number | null;
  environment: PlayEnvironment;
  displayRef: RefObject<HTMLElement | null>;
  /** A homework game (the homework screen's turn). */
  homework?: HomeworkTurn;
}

export function usePlayGame({ config, record, user, environment, displayRef, homework }: Options) {
  const { sound, voiced, pending } = useGameSound(config, environment.createSound);
  const generateExpression = useGenerateExpression();
  // The expression and the sounds load together; a game with sound waits until its service exists.
  const load = useMemo<LoadRound>(
    () =>
      pending
        ? null
        : () =>
            Promise.all([generateExpression({ config, userId: user }), sound?.ready]).then(([items]) => ({ items })),
    [generateExpression, pending, sound, config, user],
  );
  const { state, dispatch, loadFailed, retryLoad } = useGeneratedRound(config, load);
  /** The page was hidden while the numbers flashed: this attempt does not count. */
  const [voided, setVoided] = useState(false);
  const attempt = useAttemptRecord({ enabled: record, config, user, voiced, homework });

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per phase change; the attempt and config are those of this round
  useEffect(() => {
    if (state.phase !== 'started') return;
    attempt.open(state.items);
    // Multiplication and division have nothing to flash and no sound to unlock: the expression shows at once.
    if (showsExpression(config)) dispatch({ type: 'start' });
  }, [state.phase]);

  // The reducer judged the answer: a result is reached only by answering, once per attempt.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per result; the answer and outcome are set with the phase
  useEffect(() => {
    if (state.phase !== 'result' || state.answer === null) return;
    const right = state.outcome === 'win';
    if (right) sound?.playCongrats();
    attempt.answer(state.answer, right);
  }, [state.phase]);

  const numbers = useMemo(() => state.items.map(signedValue), [state.items]);
  const flash = useFlash({
    active: state.phase === 'numbers' && state.numbersView === 'timed' && !voided,
    numbers,
    speed: config.speed,
    sources: environment.flashSources,
    displayRef,
    sound,
    onFinish: () => dispatch({ type: 'flashDone' }),
    onVoid: () => setVoided(true),
  });

  return {
    state,
    voided,
    loadFailed,
    start: () => dispatch({ type: 'start' }),
    pause() {
      if (state.phase !== 'numbers' || state.paused) return;
      flash.pause();
      dispatch({ type: 'pause' });
    },
    resume() {
      if (!state.paused) return;
      dispatch({ type: 'resume' });
      flash.resume();
    },
    submit(answer: string) {
      if (state.phase !== 'answer' || state.paused || parseAnswer(answer) === null) return;
      dispatch({ type: 'submit', answer });
    },
    retry: () => dispatch({ type: 'retry' }),
    next: () => dispatch({ type: 'next' }),
    /** After a voided attempt: a new expression, from the start. */
    restart() {
      setVoided(false);
      dispatch({ type: 'configure', config });
    },
    reload: retryLoad,
  };
}
