import { useEffect, useRef, useState } from 'react';
import { useRefreshBalance } from '../api/refresh-balance';
import { SUCCESS_PUZZLE_KEY } from '../model/play-link';
import { decidePopups, OPENED_KEY, openedEntry, parseMarker, parseOpened, type Popup } from '../model/popups';
import type { PuzzleTile } from '../model/tiles';
import { readItem, writeItem } from './device-storage';

/**
 * The reward popups of the month shown, decided once per slide when its tiles have loaded: only for the student
 * themself (a read-only viewer's device holds no marker of theirs). Answers the popup to show and its closer.
 */
export function useRewardPopups(studentId: number, slide: number, tiles: PuzzleTile[] | undefined, readOnly: boolean) {
  const [queue, setQueue] = useState<Popup[]>([]);
  const decided = useRef(new Set<number>());
  const refreshBalance = useRefreshBalance(studentId);

  useEffect(() => {
    if (readOnly || !tiles || decided.current.has(slide)) return;
    decided.current.add(slide);
    const opened = parseOpened(readItem(OPENED_KEY));
    const entry = openedEntry(studentId, slide);
    const decision = decidePopups({
      tiles,
      marker: parseMarker(readItem(SUCCESS_PUZZLE_KEY)),
      openedBefore: opened.includes(entry),
    });
    if (decision.clearMarker) writeItem(SUCCESS_PUZZLE_KEY, null);
    if (decision.rememberOpened) writeItem(OPENED_KEY, JSON.stringify([...opened, entry]));
    if (decision.refreshBalance) void refreshBalance();
    if (decision.popups.length > 0) setQueue(decision.popups);
  }, [readOnly, tiles, slide, studentId, refreshBalance]);

  return {
    popup: queue[0] ?? null,
    /** Closes the popup shown; the next one in line follows. */
    next: () => setQueue((rest) => rest.slice(1)),
    /** Shows a popup again (the whole picture of an opened puzzle). */
    show: (popup: Popup) => setQueue([popup]),
  };
}
