// How far the student is with a homework, read from the server's progress of each entry (spec 001 section 4:
// "only unanswered items are kept and the first remaining game is played"). An entry needs `repeat` right answers.
import { DONE } from '@abacus/contract/homework';
import type { HomeworkDetail, HomeworkGame } from '@abacus/contract/homework-schema';

type Entry = Pick<HomeworkGame, 'repeat' | 'progress'>;

/** Right answers an entry still needs: 0 once finished. */
export function leftOf(entry: Entry): number {
  if (entry.progress?.done) return 0;
  return Math.max(0, entry.repeat - (entry.progress?.right_answers ?? 0));
}

export const isDoneEntry = (entry: Entry) => leftOf(entry) === 0;

/** The entries still to do, in the teacher's order. */
export const remainingEntries = <T extends Entry>(games: readonly T[]): T[] => games.filter((g) => leftOf(g) > 0);

/** The entry Start plays: the first one not finished; null when all are. */
export const currentEntry = <T extends Entry>(games: readonly T[]): T | null => remainingEntries(games)[0] ?? null;

export const isMatific = (entry: Pick<HomeworkGame, 'type'>) => entry.type === 'matific';

/** Done: the server says so, or every entry is finished. */
export const isHomeworkDone = (detail: Pick<HomeworkDetail, 'complete_status' | 'games'>) =>
  detail.complete_status === DONE || (detail.games.length > 0 && remainingEntries(detail.games).length === 0);
