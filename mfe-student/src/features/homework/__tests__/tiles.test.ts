import { doneCount, puzzleComplete, puzzleEmpty, puzzleTiles } from '../model/tiles';
import { fullMonth, summary } from './fixtures';

describe('puzzle tiles (spec 002 section 4 "Homework complete_status")', () => {
  it('makes 20 tiles in order: locked without homework, open, in progress and done by complete_status', () => {
    const tiles = puzzleTiles([
      summary({ id: 1, order: 3, complete_status: 0 }),
      summary({ id: 2, order: 1, complete_status: 2 }),
      summary({ id: 3, order: 20, complete_status: 1 }),
    ]);
    expect(tiles.map((t) => t.order)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(tiles[0]).toMatchObject({ state: 'done', homework: { id: 2 } });
    expect(tiles[1]).toEqual({ order: 2, state: 'locked', homework: null });
    expect(tiles[2]).toMatchObject({ state: 'open', homework: { id: 1 } });
    expect(tiles[19]).toMatchObject({ state: 'in_progress', homework: { id: 3 } });
    expect(tiles.filter((t) => t.state === 'locked')).toHaveLength(17);
  });

  it('reads a missing status (a group calendar answer) as not started', () => {
    expect(puzzleTiles([summary({ id: 1, order: 5, complete_status: null })])[4].state).toBe('open');
  });

  it("lets the student's own homework win over the group's on the same tile, in either order", () => {
    const group = summary({ id: 1, order: 7, complete_status: 0 });
    const own = summary({ id: 2, order: 7, user: 9, group: null, complete_status: 2 });
    expect(puzzleTiles([group, own])[6].homework?.id).toBe(2);
    expect(puzzleTiles([own, group])[6].homework?.id).toBe(2);
  });

  it('counts done tiles and knows an empty and a complete month', () => {
    const some = puzzleTiles([summary({ id: 1, order: 1, complete_status: 2 }), summary({ id: 2, order: 2 })]);
    expect(doneCount(some)).toBe(1);
    expect(puzzleEmpty(some)).toBe(false);
    expect(puzzleEmpty(puzzleTiles([]))).toBe(true);
    expect(puzzleComplete(some)).toBe(false);
    expect(puzzleComplete(puzzleTiles(fullMonth(2)))).toBe(true);
  });

  it('is not complete while one tile is locked or one homework is unfinished', () => {
    const nineteen = fullMonth(2).slice(1);
    expect(puzzleComplete(puzzleTiles(nineteen))).toBe(false);
    const oneLeft = fullMonth(2).map((h) => (h.order === 20 ? { ...h, complete_status: 1 as const } : h));
    expect(puzzleComplete(puzzleTiles(oneLeft))).toBe(false);
  });
});
