// One columns game: tasks for every player from one generator request (one seed), the play reducer for
// answers and the verdict, the 100 ms clock with the optional round timer, and the submission of the results
// (at once when everyone has answered; 1 s after the timer ran out), recorded when `record` is set. The round is
// recorded when it starts and answered when it ends, as every game is: the server times an answer from its
// record (recorded at the end, a homework's columns showed "time 0:00" to the teacher).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { session$, useObservable } from '@abacus/shared';
import type { GameConfig } from '@/engine/config/game-config';
import type { ColumnResult } from '@/engine/play/play-state';
import { useGenerateTasks } from '@/lib/generator/api/use-generator';
import { useGeneratedRound } from '@/lib/play/hooks/use-generated-round';
import type { RecordedPlay } from '@/lib/results/api/record-played';
import { useColumnsAnswers, useRecordPlayed } from '@/lib/results/api/use-record-played';
import { useSaveFailure } from '@/lib/results/hooks/use-save-failure';
import type { HomeworkTurn } from '@/lib/results/model/homework-turn';
import { recordGameBody } from '@/lib/results/model/record-body';
import { columnAnswers, columnsJudgingConfig } from '../model/columns-config';
import { isTimeUp, SUBMIT_DELAY_MS, ticksToMs } from '../model/columns-timer';
import { useTicks } from './use-ticks';

export function useColumnsRound(config: GameConfig, record: boolean, homework?: HomeworkTurn) {
  const session = useObservable(session$);
  const userId = session?.profile.id ?? null;
  const judging = useMemo(() => columnsJudgingConfig(config), [config]);
  const players = Math.max(1, config.users.length);
  const generateTasks = useGenerateTasks();
  const recordPlayed = useRecordPlayed();
  const setColumnsAnswers = useColumnsAnswers();
  const load = useCallback(
    () => generateTasks({ config, userId, count: players }).then((columns) => ({ columns: columns.slice(0, players) })),
    [generateTasks, config, userId, players],
  );
  const { state, dispatch, loadFailed, retryLoad } = useGeneratedRound(judging, load);
  const [submitted, setSubmitted] = useState(false);
  const reportSaveFailure = useSaveFailure();

  // Multiplication columns go straight to the answer phase; the others answer during the numbers.
  const playing = state.phase === 'numbers' || state.phase === 'answer';
  const running = playing && !state.paused;
  // A new round (new tasks, or the same ones again) starts the clock from 0.
  const ticks = useTicks(running, state.phase === 'started' ? state.columns : null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: dispatch (useReducer's) never changes
  useEffect(() => {
    if (running && config.isTimerEnabled && isTimeUp(config.timerCount, ticks)) dispatch({ type: 'timeUp' });
  }, [running, ticks, config.isTimerEnabled, config.timerCount]);

  // Each round is recorded once as it starts (a Try again, with the same columns, is a round of its own): only the
  // signed-in child's column (the first player's) is theirs, so classmates playing beside them on the same screen
  // must not feed the child's statistics and egg (issue 9).
  const played = useRef<RecordedPlay | null>(null);
  const recordedRound = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: recorded once per round, when its play begins
  useEffect(() => {
    if (state.phase === 'started') recordedRound.current = false;
    if (!playing || recordedRound.current) return;
    recordedRound.current = true;
    played.current = null;
    if (!record || userId === null) return;
    const ownConfig = { ...judging, users: judging.users.slice(0, 1) };
    played.current = recordPlayed(
      recordGameBody(ownConfig, state.columns.slice(0, 1), {
        user: userId,
        voiced: false,
        homeworkGame: homework?.entry,
      }),
    );
  }, [state.phase, playing]);

  // Each finished round is submitted once: the results object identifies the round.
  const sentFor = useRef<unknown>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: submitted once per finished round; the state's other fields do not change within a result
  useEffect(() => {
    if (state.phase !== 'result') {
      setSubmitted(false);
      return;
    }
    const submit = () => {
      setSubmitted(true);
      if (sentFor.current === state.columnResults) return;
      sentFor.current = state.columnResults;
      const play = played.current;
      if (play === null) return;
      played.current = null;
      const own = (state.columnResults as ColumnResult[]).slice(0, 1);
      play
        .answer((rows) => setColumnsAnswers(columnAnswers(rows, own)))
        .then((judged) => homework?.onJudged(judged))
        .catch(reportSaveFailure);
    };
    if (!state.timeIsOver) return submit();
    const timer = setTimeout(submit, SUBMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.phase, state.columnResults]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: dispatch (useReducer's) never changes
  const answer = useCallback(
    (index: number, text: string) => dispatch({ type: 'columnAnswer', index, answer: text, time: ticksToMs(ticks) }),
    [ticks],
  );

  return { state, dispatch, playing, running, ticks, answer, submitted, loadFailed, retryLoad };
}
