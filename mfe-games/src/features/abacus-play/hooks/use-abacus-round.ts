// One abacus game: its numbers (the abacus service for the random game, the generator for abacus mode), the
// play reducer judging by the last number, and the record of the result when `record` is set.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { session$, useObservable } from '@abacus/shared';
import type { ExpressionItem, GameConfig } from '@/engine/config/game-config';
import { useAbacusNumbers, useGenerateExpression } from '@/lib/generator/api/use-generator';
import { useGeneratedRound } from '@/lib/play/hooks/use-generated-round';
import { useRecordPlayed, useSingleAnswer } from '@/lib/results/api/use-record-played';
import { useSaveFailure } from '@/lib/results/hooks/use-save-failure';
import type { HomeworkTurn } from '@/lib/results/model/homework-turn';
import { recordGameBody } from '@/lib/results/model/record-body';
import { abacusDigitsOf, abacusJudgingConfig, isAbacusRandom } from '../model/abacus-round';

/** The abacus service's numbers for the random game, the generator's expression for abacus mode. */
function useLoadNumbers() {
  const generateExpression = useGenerateExpression();
  const fetchAbacusNumbers = useAbacusNumbers();
  return useCallback(
    (config: GameConfig, userId: number | null): Promise<ExpressionItem[]> => {
      if (!isAbacusRandom(config)) return generateExpression({ config, userId });
      const request = {
        digit: abacusDigitsOf(config),
        numbers: config.length,
        homework: config.homework,
        ...(userId === null ? {} : { user_id: userId }),
      };
      return fetchAbacusNumbers({ request });
    },
    [generateExpression, fetchAbacusNumbers],
  );
}

function recordedConfig(config: GameConfig): GameConfig {
  // The random game's digit is the number size asked of the abacus service.
  return { ...config, digit: isAbacusRandom(config) ? abacusDigitsOf(config) : config.digit };
}

export function useAbacusRound(config: GameConfig, record: boolean, homework?: HomeworkTurn) {
  const session = useObservable(session$);
  const userId = session?.profile.id ?? null;
  const judging = useMemo(() => abacusJudgingConfig(config), [config]);
  const loadNumbers = useLoadNumbers();
  const recordPlayed = useRecordPlayed();
  const singleAnswer = useSingleAnswer();
  const load = useCallback(
    () => loadNumbers(config, userId).then((items) => ({ items })),
    [loadNumbers, config, userId],
  );
  const { state, dispatch, loadFailed, retryLoad } = useGeneratedRound(judging, load);
  const reportSaveFailure = useSaveFailure();

  // A result is recorded once (the state object of that result identifies it).
  const savedFor = useRef<unknown>(null);
  /** The numbers last recorded: Try again replays them, and a replay is practice, not recorded again. */
  const recordedItems = useRef<unknown>(null);
  useEffect(() => {
    if (state.phase !== 'result' || !record || userId === null || state.answer === null || savedFor.current === state)
      return;
    savedFor.current = state;
    if (recordedItems.current === state.items) return;
    recordedItems.current = state.items;
    const body = recordGameBody(recordedConfig(config), [state.items], {
      user: userId,
      voiced: false,
      homeworkGame: homework?.entry,
    });
    recordPlayed(body)
      .answer(singleAnswer(state.answer, state.outcome === 'win'))
      .then((judged) => homework?.onJudged(judged))
      .catch(reportSaveFailure);
  }, [state, record, userId, config, reportSaveFailure, recordPlayed, singleAnswer, homework]);

  return { state, dispatch, loadFailed, retryLoad };
}
