// localStorage `success_puzzle` (spec 001 local storage keys): the homework just played. The puzzle page reads it
// on return, shows its task-done popup when that homework is done, and clears it.
export const SUCCESS_PUZZLE_KEY = 'success_puzzle';

export function rememberPlayedHomework(id: number, storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(SUCCESS_PUZZLE_KEY, String(id));
  } catch {
    // Storage off or full: the puzzle page simply shows no popup; the reward is paid all the same.
  }
}
