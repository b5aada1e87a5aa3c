// One columns game: tasks for every player from one generator request (one seed), the play reducer for
// answers and the verdict, the 100 ms clock with the optional round timer, and the submission of the results
// (at once when everyone has answered; 1 s after the timer ran out), recorded when `record` is set.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { session$, useObservable } from '@abacus/shared';
import type { GameConfig } from '../../../engine/config/game-config';
import { INITIAL_PLAY_STATE, playReducer, type ColumnResult, type PlayState } from '../../../engine/play/play-state';
import { generateTasks } from '../../generator/api/generate';
import { recordGame } from '../../results/api/record-game';
import { setColumnsAnswers } from '../../results/api/set-columns-answers';
import { recordGameBody } from '../../results/model/record-body';
import { columnAnswers, columnsJudgingConfig } from '../model/columns-config';
import { isTimeUp, SUBMIT_DELAY_MS, ticksToMs } from '../model/columns-timer';
import { useTicks } from './use-ticks';

async function saveResults(config: GameConfig, state: PlayState, user: number): Promise<void> {
  const recorded = await recordGame(recordGameBody(config, state.columns, { user, voiced: false }));
  await setColumnsAnswers(columnAnswers(recorded.data, state.columnResults as ColumnResult[]));
}

export function useColumnsRound(config: GameConfig, record: boolean) {
  const session = useObservable(session$);
  const userId = session?.profile.id ?? null;
  const judging = useMemo(() => columnsJudgingConfig(config), [config]);
  const [state, dispatch] = useReducer(playReducer, judging, (c) => playReducer(INITIAL_PLAY_STATE, { type: 'configure', config: c }));
  const [loadFailed, setLoadFailed] = useState(false);
  const [loadAttempt, setLoadAttempt] = useState(0);
  const [submitted, setSubmitted] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const players = Math.max(1, config.users.length);

  useEffect(() => {
    if (state.phase !== 'preload') return;
    let live = true;
    setLoadFailed(false);
    generateTasks(config, userId, players).then(
      (columns) => live && dispatch({ type: 'loaded', columns: columns.slice(0, players) }),
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, [state.phase, loadAttempt, config, userId, players]);

  // Multiplication columns go straight to the answer phase; the others answer during the numbers.
  const playing = state.phase === 'numbers' || state.phase === 'answer';
  const running = playing && !state.paused;
  // A new round (new tasks, or the same ones again) starts the clock from 0.
  const ticks = useTicks(running, state.phase === 'started' ? state.columns : null);

  useEffect(() => {
    if (running && config.isTimerEnabled && isTimeUp(config.timerCount, ticks)) dispatch({ type: 'timeUp' });
  }, [running, ticks, config.isTimerEnabled, config.timerCount]);

  // Each finished round is submitted once: the results object identifies the round.
  const sentFor = useRef<unknown>(null);
  useEffect(() => {
    if (state.phase !== 'result') {
      setSubmitted(false);
      setSaveFailed(false);
      return;
    }
    const submit = () => {
      setSubmitted(true);
      if (sentFor.current === state.columnResults) return;
      sentFor.current = state.columnResults;
      if (record && userId !== null) saveResults(judging, state, userId).catch(() => setSaveFailed(true));
    };
    if (!state.timeIsOver) return submit();
    const timer = setTimeout(submit, SUBMIT_DELAY_MS);
    return () => clearTimeout(timer);
    // The state's other fields do not change within a result.
  }, [state.phase, state.columnResults]);

  const answer = useCallback(
    (index: number, text: string) => dispatch({ type: 'columnAnswer', index, answer: text, time: ticksToMs(ticks) }),
    [ticks],
  );
  const retryLoad = useCallback(() => setLoadAttempt((n) => n + 1), []);

  return { state, dispatch, playing, running, ticks, answer, submitted, loadFailed, retryLoad, saveFailed };
}
