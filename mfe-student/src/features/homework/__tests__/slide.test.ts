import { slideMonth } from '@abacus/contract/homework';
import { playLink, urlMonth } from '../model/play-link';
import { hasNext, hasPrevious, monthTitle, parseSlide, startSlide } from '../model/slide';

const NOV_2026 = new Date(2026, 10, 25, 12);

describe('the slide shown (spec 002 section 9 "Puzzle")', () => {
  it("starts on the last slide kept, else slide 1 for a free user, else today's month", () => {
    expect(startSlide('30', false, NOV_2026)).toBe(30);
    expect(startSlide('30', true, NOV_2026)).toBe(30);
    expect(startSlide(null, true, NOV_2026)).toBe(1);
    expect(startSlide(null, false, NOV_2026)).toBe(58);
    expect(slideMonth(58)).toEqual({ year: 2026, month: 10 });
  });

  it('ignores a stored value that is not a slide 1-64', () => {
    for (const raw of ['0', '65', 'x', '', '12.5', '-3']) expect(parseSlide(raw)).toBeNull();
    expect(startSlide('99', false, NOV_2026)).toBe(58);
    expect(parseSlide('64')).toBe(64);
  });

  it('clamps today into the calendar and stops the arrows at its ends', () => {
    expect(startSlide(null, false, new Date(2030, 5, 1))).toBe(64);
    expect(startSlide(null, false, new Date(2021, 5, 1))).toBe(1);
    expect([hasPrevious(1), hasNext(1), hasPrevious(64), hasNext(64)]).toEqual([false, true, true, false]);
  });

  it("names the slide's month and year in the interface language", () => {
    expect(monthTitle(58, 'en')).toBe('November 2026');
    expect(monthTitle(1, 'en')).toBe('February 2022');
    expect(monthTitle(58, 'uk')).toMatch(/^Листопад 2026/);
  });
});

describe('the game button (spec 001 "Homework screen")', () => {
  it('opens the play screen with the 1-based month of the URL, and read_only for a viewer', () => {
    const homework = { id: 31, year: 2026, month: 0, order: 7 };
    expect(playLink(homework)).toBe('/games/homework?id=31&date=2026-01&order=7');
    expect(playLink({ ...homework, month: 11 }, 9)).toBe('/games/homework?id=31&date=2026-12&order=7&read_only=9');
    expect(urlMonth(2027, 4)).toBe('2027-05');
  });
});
