// The month's puzzle (spec 002 section 9 "Puzzle", section 4 "Homework complete_status"): 20 day tiles, each locked
// (no homework that day), open (homework not started), in progress (complete_status 1) or done (2).
import { DONE, IN_PROGRESS, PUZZLE_TILES } from '@abacus/contract/homework';
import type { HomeworkSummary } from '@abacus/contract/homework-schema';

export type TileState = 'locked' | 'open' | 'in_progress' | 'done';

export interface PuzzleTile {
  /** The day tile, 1-20. */
  order: number;
  state: TileState;
  homework: HomeworkSummary | null;
}

const stateOf = (homework: HomeworkSummary | null): TileState => {
  if (!homework) return 'locked';
  if (homework.complete_status === DONE) return 'done';
  return homework.complete_status === IN_PROGRESS ? 'in_progress' : 'open';
};

/**
 * The 20 tiles of a month from the student's homework list. A personal homework wins over the group's on the same
 * tile (the server already answers one per tile; this keeps the rule should both arrive).
 */
export function puzzleTiles(list: readonly HomeworkSummary[]): PuzzleTile[] {
  const byOrder = new Map<number, HomeworkSummary>();
  for (const homework of list) {
    const there = byOrder.get(homework.order);
    if (!there || (there.user === null && homework.user !== null)) byOrder.set(homework.order, homework);
  }
  return Array.from({ length: PUZZLE_TILES }, (_, i) => {
    const homework = byOrder.get(i + 1) ?? null;
    return { order: i + 1, state: stateOf(homework), homework };
  });
}

/** Every tile has homework and all of it is done: the whole picture is open (3 i$, spec 002 "Rewards"). */
export const puzzleComplete = (tiles: readonly PuzzleTile[]) =>
  tiles.length === PUZZLE_TILES && tiles.every((tile) => tile.state === 'done');

/** No homework on any tile of the month. */
export const puzzleEmpty = (tiles: readonly PuzzleTile[]) => tiles.every((tile) => tile.state === 'locked');

/** How many tiles are done, for "7 of 20 pieces open". */
export const doneCount = (tiles: readonly PuzzleTile[]) => tiles.filter((tile) => tile.state === 'done').length;
