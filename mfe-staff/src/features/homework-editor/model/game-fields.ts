// One game configuration of the editor: the stored fields of a homework game entry (spec 002 "Game entry in a
// homework"), and a key that follows it through reorders (drag, up and down) and server errors.
import type { HomeworkGameValues } from '@abacus/contract/homework-schema';

export type GameFields = Omit<HomeworkGameValues, 'id'> & {
  /** The stored entry this configuration edits; null for a new one. */
  id: number | null;
};

export interface EditorEntry {
  key: string;
  game: GameFields;
}

let nextKey = 0;
/** A key unique within the page's life. */
export const newKey = () => `game-${++nextKey}`;
