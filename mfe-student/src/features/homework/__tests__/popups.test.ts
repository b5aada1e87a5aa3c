import { decidePopups, openedEntry, parseMarker, parseOpened } from '../model/popups';
import { puzzleTiles } from '../model/tiles';
import { fullMonth, summary } from './fixtures';

const month = puzzleTiles([
  summary({ id: 11, order: 1, complete_status: 2 }),
  summary({ id: 12, order: 2, complete_status: 1 }),
  summary({ id: 13, order: 3, complete_status: 0 }),
]);

describe('reward popups (spec 002 section 4, "Rewards")', () => {
  it('shows the task-done popup when the played homework is done, then clears the marker', () => {
    expect(decidePopups({ tiles: month, marker: 11, openedBefore: false })).toEqual({
      popups: ['task-done'],
      clearMarker: true,
      rememberOpened: false,
      refreshBalance: true,
    });
  });

  it('shows nothing for a played homework left unfinished, and clears its marker (Play sets it again)', () => {
    for (const marker of [12, 13]) {
      expect(decidePopups({ tiles: month, marker, openedBefore: false })).toEqual({
        popups: [],
        clearMarker: true,
        rememberOpened: false,
        refreshBalance: false,
      });
    }
  });

  it("keeps the marker of a homework of another month (it is decided on that month's puzzle)", () => {
    expect(decidePopups({ tiles: month, marker: 99, openedBefore: false })).toMatchObject({
      popups: [],
      clearMarker: false,
    });
    expect(decidePopups({ tiles: month, marker: null, openedBefore: false }).clearMarker).toBe(false);
  });

  it('opens the puzzle once a month: +3 i$ then the whole picture, after the task that finished it', () => {
    const complete = puzzleTiles(fullMonth(2));
    expect(decidePopups({ tiles: complete, marker: 119, openedBefore: false })).toEqual({
      popups: ['task-done', 'puzzle-opened', 'congratulations'],
      clearMarker: true,
      rememberOpened: true,
      refreshBalance: true,
    });
    expect(decidePopups({ tiles: complete, marker: null, openedBefore: true })).toEqual({
      popups: [],
      clearMarker: false,
      rememberOpened: false,
      refreshBalance: false,
    });
  });

  it('does not open a puzzle with an unfinished or a missing tile', () => {
    const unfinished = puzzleTiles(fullMonth(2).map((h) => (h.order === 4 ? { ...h, complete_status: 1 } : h)));
    expect(decidePopups({ tiles: unfinished, marker: null, openedBefore: false }).popups).toEqual([]);
    const missing = puzzleTiles(fullMonth(2).filter((h) => h.order !== 4));
    expect(decidePopups({ tiles: missing, marker: null, openedBefore: false }).popups).toEqual([]);
  });

  it('reads the stored marker and celebrated months whatever was stored', () => {
    expect(parseMarker('42')).toBe(42);
    for (const raw of [null, '', 'abc', '0', '-3', '1.5']) expect(parseMarker(raw)).toBeNull();
    expect(parseOpened(JSON.stringify([openedEntry(7, 58), 3]))).toEqual(['7:58']);
    for (const raw of [null, 'not json', '{"a":1}']) expect(parseOpened(raw)).toEqual([]);
  });
});
