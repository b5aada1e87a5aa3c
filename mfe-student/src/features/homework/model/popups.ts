// The reward popups on the puzzle (spec 002 section 4 and "Rewards"): back from a game, the task-done popup (1 i$)
// when the homework kept as success_puzzle is done, then the marker is cleared; when all 20 tiles have homework and
// all are done, the puzzle-opened popup (3 i$) and the congratulations with the whole picture, once per month.
import { puzzleComplete, type PuzzleTile } from './tiles';

export type Popup = 'task-done' | 'puzzle-opened' | 'congratulations';

/** localStorage: the months whose opened puzzle was celebrated on this device, as "student:slide". */
export const OPENED_KEY = 'homework_puzzles_opened';

export const openedEntry = (studentId: number, slide: number) => `${studentId}:${slide}`;

/** The celebrated months, whatever the stored text (a broken value counts as none). */
export function parseOpened(raw: string | null): string[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The stored marker: a homework id, or null. */
export function parseMarker(raw: string | null): number | null {
  const id = Number(raw);
  return raw !== null && Number.isInteger(id) && id > 0 ? id : null;
}

export interface PopupDecision {
  popups: Popup[];
  /** The marker's homework is on this month's puzzle: it has been dealt with (shown, or left unfinished). */
  clearMarker: boolean;
  /** Remember this month as celebrated. */
  rememberOpened: boolean;
  /** A reward was paid since the balance was read: read it again. */
  refreshBalance: boolean;
}

interface Input {
  tiles: readonly PuzzleTile[];
  /** The homework id kept as success_puzzle. */
  marker: number | null;
  /** This month's opened puzzle was celebrated already. */
  openedBefore: boolean;
}

export function decidePopups({ tiles, marker, openedBefore }: Input): PopupDecision {
  const played = marker === null ? undefined : tiles.find((tile) => tile.homework?.id === marker);
  const popups: Popup[] = [];
  if (played?.state === 'done') popups.push('task-done');
  const opened = puzzleComplete(tiles) && !openedBefore;
  if (opened) popups.push('puzzle-opened', 'congratulations');
  return {
    popups,
    clearMarker: played !== undefined,
    rememberOpened: opened,
    refreshBalance: popups.length > 0,
  };
}
