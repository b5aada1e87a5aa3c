import { columnsMaxWidth, columnsOnPage, columnsPerScreen, pageCount } from '../model/columns-layout';

describe('columns per screen', () => {
  it.each([
    [320, 1],
    [779, 1],
    [780, 3],
    [1024, 3],
    [1200, 3],
    [1201, 10],
    [1920, 10],
  ])('%i px shows %i', (width, expected) => expect(columnsPerScreen(width)).toBe(expected));

  it('multiplication columns may spread to 2100 px, addition ones less', () => {
    expect(columnsMaxWidth(true)).toBe(2100);
    expect(columnsMaxWidth(false)).toBeLessThan(2100);
  });
});

describe('pages of columns', () => {
  it('12 players on a desktop are 10 then 2', () => {
    expect(pageCount(12, 10)).toBe(2);
    expect(columnsOnPage(12, 10, 0)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(columnsOnPage(12, 10, 1)).toEqual([10, 11]);
  });

  it('on a phone every player has a page', () => {
    expect(pageCount(3, 1)).toBe(3);
    expect(columnsOnPage(3, 1, 2)).toEqual([2]);
  });

  it('a page past the end shows the last one (the screen got wider)', () => {
    expect(columnsOnPage(5, 3, 4)).toEqual([3, 4]);
    expect(columnsOnPage(5, 10, 1)).toEqual([0, 1, 2, 3, 4]);
    expect(columnsOnPage(5, 3, 1)).toContain(4);
  });
});
