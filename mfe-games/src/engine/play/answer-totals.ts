// The signed-in student's running totals of answered and right expressions (GET lessons/game/data/statistic
// all_time.total and total_right), kept up to date after each judged answer. The play screen counts answers
// here and the character egg (hatching, reward videos) listens, so neither imports the other.
// Module-level on purpose, like current-game.ts: it lives as long as the page.

export interface AnswerTotals {
  /** Whose totals these are: a different student signing in must not inherit them. */
  user: number;
  total: number;
  totalRight: number;
}

export interface AnswerTotalsChange {
  before: AnswerTotals | null;
  after: AnswerTotals;
  /** `server`: loaded from the statistics; `answer`: one more answer was judged. */
  cause: 'server' | 'answer';
}

let totals: AnswerTotals | null = null;
const listeners = new Set<(change: AnswerTotalsChange) => void>();

export const getAnswerTotals = (): AnswerTotals | null => totals;

function change(after: AnswerTotals, cause: AnswerTotalsChange['cause']): void {
  const before = totals;
  totals = after;
  for (const listener of listeners) listener({ before, after, cause });
}

/** The server's statistics. */
export function setAnswerTotals(next: AnswerTotals): void {
  if (totals && totals.user === next.user && totals.total === next.total && totals.totalRight === next.totalRight)
    return;
  change({ ...next }, 'server');
}

/**
 * One more answered expression of `user`, judged by the server. Ignored until that student's totals are
 * loaded: the statistics, once they arrive, already count it.
 */
export function countAnswer(user: number, right: boolean): void {
  if (!totals || totals.user !== user) return;
  change({ user, total: totals.total + 1, totalRight: totals.totalRight + (right ? 1 : 0) }, 'answer');
}

/** Signing out (or tests) forgets them. */
export function resetAnswerTotals(): void {
  totals = null;
}

/** For useSyncExternalStore too (it calls the listener without arguments). */
export function subscribeAnswerTotals(listener: (change: AnswerTotalsChange) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
