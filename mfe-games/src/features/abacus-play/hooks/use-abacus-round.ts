// One abacus game: its numbers (the abacus service for the random game, the generator for abacus mode), the
// play reducer judging by the last number, and the record of the result when `record` is set.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { session$, useObservable } from '@abacus/shared';
import type { ExpressionItem, GameConfig } from '../../../engine/config/game-config';
import { INITIAL_PLAY_STATE, playReducer } from '../../../engine/play/play-state';
import { fetchAbacusNumbers } from '../../generator/api/abacus';
import { generateExpression } from '../../generator/api/generate';
import { answerExpression } from '../../results/api/answer-expression';
import { recordGame } from '../../results/api/record-game';
import { recordGameBody } from '../../results/model/record-body';
import { abacusDigitsOf, abacusJudgingConfig, isAbacusRandom } from '../model/abacus-round';

function loadNumbers(config: GameConfig, userId: number | null): Promise<ExpressionItem[]> {
  if (!isAbacusRandom(config)) return generateExpression(config, userId);
  return fetchAbacusNumbers({
    digit: abacusDigitsOf(config),
    numbers: config.length,
    homework: config.homework,
    ...(userId === null ? {} : { user_id: userId }),
  });
}

async function saveResult(config: GameConfig, items: ExpressionItem[], answer: string, right: boolean, user: number) {
  // The random game's digit is the number size asked of the abacus service.
  const recorded = { ...config, digit: isAbacusRandom(config) ? abacusDigitsOf(config) : config.digit };
  const { data } = await recordGame(recordGameBody(recorded, [items], { user, voiced: false }));
  await answerExpression(data[0].id, answer, right);
}

export function useAbacusRound(config: GameConfig, record: boolean) {
  const session = useObservable(session$);
  const userId = session?.profile.id ?? null;
  const judging = useMemo(() => abacusJudgingConfig(config), [config]);
  const [state, dispatch] = useReducer(playReducer, judging, (c) => playReducer(INITIAL_PLAY_STATE, { type: 'configure', config: c }));
  const [loadFailed, setLoadFailed] = useState(false);
  const [loadAttempt, setLoadAttempt] = useState(0);
  const [saveFailed, setSaveFailed] = useState(false);

  useEffect(() => {
    if (state.phase !== 'preload') return;
    let live = true;
    setLoadFailed(false);
    loadNumbers(config, userId).then(
      (items) => live && dispatch({ type: 'loaded', items }),
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, [state.phase, loadAttempt, config, userId]);

  // A result is recorded once (the state object of that result identifies it).
  const savedFor = useRef<unknown>(null);
  useEffect(() => {
    if (state.phase !== 'result') {
      setSaveFailed(false);
      return;
    }
    if (!record || userId === null || state.answer === null || savedFor.current === state) return;
    savedFor.current = state;
    saveResult(config, state.items, state.answer, state.outcome === 'win', userId).catch(() => setSaveFailed(true));
  }, [state, record, userId, config]);

  const retryLoad = useCallback(() => setLoadAttempt((n) => n + 1), []);
  return { state, dispatch, loadFailed, retryLoad, saveFailed };
}
