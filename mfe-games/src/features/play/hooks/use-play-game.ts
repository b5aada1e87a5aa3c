// One game on the play screen: the play state machine (engine/play/play-state.ts) driven by the generator,
// the sounds, the flash runner and the answer entry, and each attempt recorded for a signed-in student.
import { useEffect, useMemo, useReducer, useState, type RefObject } from 'react';
import type { GameConfig } from '../../../engine/config/game-config';
import { isRightAnswer, parseAnswer } from '../../../engine/play/answer-rules';
import { INITIAL_PLAY_STATE, playReducer, showsExpression, type PlayState } from '../../../engine/play/play-state';
import { signedValue } from '../../../engine/play/wire-items';
import type { FlashSources } from '../../../engine/scheduler/flash-runner';
import { generateExpression } from '../../generator/api/generate';
import { useAttemptRecord } from './use-attempt-record';
import { useFlash } from './use-flash';
import { useGameSound, type SoundFactory } from './use-game-sound';

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
}

const configured = (config: GameConfig): PlayState => playReducer(INITIAL_PLAY_STATE, { type: 'configure', config });

export function usePlayGame({ config, record, user, environment, displayRef }: Options) {
  const [state, dispatch] = useReducer(playReducer, config, configured);
  /** The page was hidden while the numbers flashed: this attempt does not count. */
  const [voided, setVoided] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [loadKey, setLoadKey] = useState(0);
  const { sound, voiced } = useGameSound(config, environment.createSound);
  const attempt = useAttemptRecord({ enabled: record, config, user, voiced });

  useEffect(() => {
    if (state.phase !== 'preload') return undefined;
    let live = true;
    setLoadFailed(false);
    Promise.all([generateExpression(config, user), sound?.ready]).then(
      ([items]) => {
        if (!live) return;
        if (items.length === 0) setLoadFailed(true);
        else dispatch({ type: 'loaded', items });
      },
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, [state.phase, loadKey]);

  useEffect(() => {
    if (state.phase !== 'started') return;
    attempt.open(state.items);
    // Multiplication and division have nothing to flash and no sound to unlock: the expression shows at once.
    if (showsExpression(config)) dispatch({ type: 'start' });
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
      const right = isRightAnswer(config, state.items, answer);
      dispatch({ type: 'submit', answer });
      if (right) sound?.playCongrats();
      attempt.answer(answer, right);
    },
    retry: () => dispatch({ type: 'retry' }),
    next: () => dispatch({ type: 'next' }),
    /** After a voided attempt: a new expression, from the start. */
    restart() {
      setVoided(false);
      dispatch({ type: 'configure', config });
    },
    reload: () => setLoadKey((key) => key + 1),
  };
}
