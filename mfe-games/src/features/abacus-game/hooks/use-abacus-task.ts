// The online abacus task's state, fed by the abacus service: a new batch whenever the last one is used up
// or the number size changes. A failed request is shown with a retry (a child cannot wait on a spinner).
import { useCallback, useEffect, useReducer, useState } from 'react';
import { useAbacusNumbers } from '@/lib/generator/api/use-generator';
import { abacusTaskReducer, BATCH_SIZE, INITIAL_TASK, needsNumbers } from '../model/abacus-task';

export function useAbacusTask(digits: number) {
  const [state, dispatch] = useReducer(abacusTaskReducer, INITIAL_TASK);
  const fetchAbacusNumbers = useAbacusNumbers();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [batchDigits, setBatchDigits] = useState<number | null>(null);

  // Another number size starts over.
  if (batchDigits !== null && batchDigits !== digits) {
    setBatchDigits(null);
    dispatch({ type: 'reset' });
  }

  const wanted = needsNumbers(state) || batchDigits === null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Retry) fetches again
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    setFailed(false);
    fetchAbacusNumbers({ request: { digit: digits, numbers: BATCH_SIZE }, signal: controller.signal }).then(
      (items) => {
        setBatchDigits(digits);
        dispatch({ type: 'loaded', numbers: items.map((item) => item.number) });
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [wanted, digits, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, dispatch, loading: wanted && !failed, failed, retry };
}
