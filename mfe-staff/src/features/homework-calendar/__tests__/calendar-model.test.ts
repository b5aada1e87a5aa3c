import { CHOOSE_A_DAY, HOMEWORK_EXISTS } from '@abacus/contract/homework';
import type { HomeworkSummary } from '@abacus/contract/homework-schema';
import { pageSlides, parseSlide, shiftedPage, slideChip, slideTitle } from '../model/calendar-slides';
import {
  initialSlide,
  isVideoHidden,
  keepSlide,
  setVideoHidden,
  slideKey,
  takeAutoOpen,
  VIDEO_SHOWN_KEY,
  videoHiddenKey,
} from '../model/calendar-storage';
import { calendarPath, dateParam, editorPath, parseDateParam, parseTarget } from '../model/calendar-target';
import { copyBody, refusedDays, slideDay, toggleDay } from '../model/copy-days';
import { dayTiles, doneShare, takenOrders } from '../model/day-tiles';
import { firstMessage, homeworkMessageKey } from '../model/homework-messages';
import { clock, resultColumns, resultRows } from '../model/homework-results';
import { trainingVideo } from '../model/training-video';

/** A Storage in memory; `broken` throws like a private window's. */
function memory(broken = false): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => {
      if (broken) throw new Error('denied');
      return items.get(key) ?? null;
    },
    setItem: (key, value) => {
      if (broken) throw new Error('denied');
      items.set(key, value);
    },
  } as Storage;
}

const summary = (over: Partial<HomeworkSummary>): HomeworkSummary => ({
  id: 1,
  order: 1,
  year: 2026,
  month: 2,
  created: '2026-03-01T10:00:00Z',
  updated: '2026-03-01T10:00:00Z',
  matific: false,
  user: null,
  group: null,
  games_count: 2,
  complete_status: null,
  students_total: 0,
  students_done: 0,
  ...over,
});

describe('slide pager (12 buttons a page, arrows by 12)', () => {
  it('pages hold 12 slides; the last page 61-64', () => {
    expect(pageSlides(1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(pageSlides(17)).toEqual([13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
    expect(pageSlides(61)).toEqual([61, 62, 63, 64]);
  });
  it('arrows shift by 12 and stop at either end', () => {
    expect(shiftedPage(1, -1)).toBeNull();
    expect(shiftedPage(1, 1)).toBe(13);
    expect(shiftedPage(50, 1)).toBe(61);
    expect(shiftedPage(61, 1)).toBeNull();
    expect(shiftedPage(61, -1)).toBe(49);
  });
  it('reads ?slide= only for 1-64', () => {
    expect(parseSlide('7')).toBe(7);
    expect(parseSlide('64')).toBe(64);
    for (const bad of ['0', '65', '-1', '1.5', 'x', '', null]) expect(parseSlide(bad)).toBeNull();
  });
  it('names the month of a slide (month = slide mod 12, year from 2022 every 12 slides)', () => {
    expect(slideTitle(1, 'en')).toBe('February 2022');
    expect(slideTitle(11, 'en')).toBe('December 2022');
    expect(slideTitle(12, 'en')).toBe('January 2023');
    expect(slideTitle(64, 'en')).toBe('May 2027');
    expect(slideTitle(12, 'ua')).toMatch(/2023/);
  });
});

describe('addresses', () => {
  it('calendar and editor paths; the URL month is 1-based, the API month 0-based', () => {
    const group = { kind: 'group', id: 5 } as const;
    const user = { kind: 'user', id: 9 } as const;
    expect(calendarPath(group)).toBe('/dashboard/group/5/homework');
    expect(calendarPath(user, 3)).toBe('/dashboard/profile/9/homework?slide=3');
    expect(dateParam(2026, 0)).toBe('2026-01');
    expect(parseDateParam('2026-12')).toEqual({ year: 2026, month: 11 });
    expect(parseDateParam('2026-13')).toBeNull();
    expect(editorPath(group, { year: 2026, month: 2, order: 4 })).toBe(
      '/dashboard/group/5/homework/create?date=2026-03&order=4',
    );
    expect(editorPath(user, { year: 2026, month: 11, order: 20 }, 77)).toBe(
      '/dashboard/profile/9/homework/create?date=2026-12&order=20&homework=77',
    );
  });
  it('a route id must be a positive whole number', () => {
    expect(parseTarget('group', '12')).toEqual({ kind: 'group', id: 12 });
    for (const bad of ['0', 'me', '1e3', '', undefined]) expect(parseTarget('user', bad)).toBeNull();
  });
});

describe('day tiles', () => {
  it('a group calendar: 20 tiles, its homework on its days', () => {
    const tiles = dayTiles([summary({ id: 3, order: 4, group: 5 })], { kind: 'group', id: 5 });
    expect(tiles).toHaveLength(20);
    expect(tiles.map((t) => t.order)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(tiles[3]).toMatchObject({ order: 4, fromGroup: false, homework: { id: 3 } });
    expect(tiles.filter((t) => t.homework)).toHaveLength(1);
  });
  it("a student's calendar: the group's homework shows as the group's; the student's own wins on the same day", () => {
    const list = [
      summary({ id: 1, order: 1, group: 5 }),
      summary({ id: 2, order: 2, group: 5 }),
      summary({ id: 3, order: 2, user: 9 }),
      summary({ id: 4, order: 3, user: 9 }),
    ];
    const tiles = dayTiles(list, { kind: 'user', id: 9 });
    expect(tiles[0]).toMatchObject({ fromGroup: true, homework: { id: 1 } });
    expect(tiles[1]).toMatchObject({ fromGroup: false, homework: { id: 3 } });
    expect(tiles[2]).toMatchObject({ fromGroup: false, homework: { id: 4 } });
    expect(tiles[3]).toMatchObject({ fromGroup: false, homework: null });
    expect([...takenOrders(list, { kind: 'user', id: 9 })]).toEqual([1, 2, 3]);
  });
  it('the share of students done', () => {
    expect(doneShare({ students_done: 3, students_total: 12 })).toBe(0.25);
    expect(doneShare({ students_done: 0, students_total: 0 })).toBe(0);
  });
});

describe('copy: the day picker to the copy body', () => {
  it('days of several months, in date order, toggled off again', () => {
    let chosen = toggleDay([], slideDay(51, 7));
    chosen = toggleDay(chosen, slideDay(50, 2));
    chosen = toggleDay(chosen, slideDay(51, 3));
    expect(chosen).toEqual([
      { year: 2026, month: 2, order: 2 },
      { year: 2026, month: 3, order: 3 },
      { year: 2026, month: 3, order: 7 },
    ]);
    expect(toggleDay(chosen, { year: 2026, month: 3, order: 3 })).toHaveLength(2);
  });
  it('sends zero-based months; slide 12 is January (month 0)', () => {
    const result = copyBody({ year: 2026, month: 2 }, [slideDay(12, 1), slideDay(50, 20)]);
    expect(result).toEqual({
      body: {
        year: 2026,
        month: 2,
        orders: [
          { year: 2023, month: 0, order: 1 },
          { year: 2026, month: 2, order: 20 },
        ],
      },
    });
  });
  it('no day chosen: CHOOSE_A_DAY, nothing to send', () => {
    expect(copyBody({ year: 2026, month: 2 }, [])).toEqual({ message: CHOOSE_A_DAY });
  });
  it('reads the refused days of a 400 answer', () => {
    const body = { orders: [HOMEWORK_EXISTS], days: [{ year: 2026, month: 3, order: 2 }, { bad: true }] };
    expect(refusedDays(body)).toEqual([{ year: 2026, month: 3, order: 2 }]);
    expect(refusedDays({ detail: 'x' })).toEqual([]);
    expect(refusedDays(undefined)).toEqual([]);
    expect(firstMessage(body)).toBe(HOMEWORK_EXISTS);
    expect(firstMessage({ 'orders.0': ['Bad'] })).toBe('Bad');
    expect(homeworkMessageKey(HOMEWORK_EXISTS)).toBe('exists');
    expect(homeworkMessageKey('Something else')).toBeNull();
  });
});

describe('kept in the browser', () => {
  const now = new Date(2026, 2, 10);
  it('the first visit opens on today; then the last slide, per viewer; ?slide= wins', () => {
    const store = memory();
    expect(initialSlide(store, 7, now)).toBe(50);
    keepSlide(store, 7, 12);
    expect(store.getItem(slideKey(7))).toBe('12');
    expect(slideKey(7)).toBe('homework_calendar_slide:7');
    expect(initialSlide(store, 7, now)).toBe(12);
    expect(initialSlide(store, 8, now)).toBe(50);
    expect(initialSlide(store, 7, now, 33)).toBe(33);
    store.setItem(slideKey(7), '99');
    expect(initialSlide(store, 7, now)).toBe(50);
  });
  it('storage that throws is treated as empty', () => {
    const broken = memory(true);
    expect(initialSlide(broken, 7, now)).toBe(50);
    expect(() => keepSlide(broken, 7, 3)).not.toThrow();
    expect(isVideoHidden(broken, 7)).toBe(false);
  });
  it('the video opens by itself once a session, never after "do not show again"', () => {
    const local = memory();
    const session = memory();
    expect(takeAutoOpen(local, session, 7)).toBe(true);
    expect(session.getItem(VIDEO_SHOWN_KEY)).toBe('1');
    expect(takeAutoOpen(local, session, 7)).toBe(false);
    setVideoHidden(local, 7, true);
    expect(local.getItem(videoHiddenKey(7))).toBe('1');
    expect(takeAutoOpen(local, memory(), 7)).toBe(false);
    setVideoHidden(local, 7, false);
    expect(takeAutoOpen(local, memory(), 7)).toBe(true);
  });
});

describe('training video per language', () => {
  it('ua and pl have their own clip; the others the default', () => {
    expect(trainingVideo('ua')).toEqual({
      webm: '/media/videos/homework-training-ua.webm',
      mp4: '/media/videos/homework-training-ua.mp4',
      language: 'uk',
    });
    expect(trainingVideo('pl').mp4).toBe('/media/videos/homework-training-pl.mp4');
    expect(trainingVideo('de').webm).toBe('/media/videos/homework-training-default.webm');
    expect(trainingVideo('ru').language).toBe('en');
  });
});

describe('results table', () => {
  const game = (id: number, type: string, extra = {}) => ({
    id,
    type,
    repeat: 3,
    calculation_method: 'oral',
    option: null,
    digit_type: null,
    digit: [],
    speed: 1,
    operation_number: 2,
    difficult: 1,
    difficult_2: null,
    numbers: [],
    with_columns: false,
    link: null,
    is_created: true,
    ...extra,
  });
  const results = {
    games: [game(11, 'addition'), game(12, 'addition', { with_columns: true })],
    students: [
      {
        id: 2,
        first_name: 'Maksym',
        last_name: 'Bondarenko',
        complete_status: 1,
        games: [{ game: 11, right_answers: 3, answered: 4, seconds: 65.4, done: true }],
      },
      {
        id: 3,
        first_name: 'Anna',
        last_name: 'Adamska',
        complete_status: 0,
        games: [{ game: 11, right_answers: 0, answered: 0, seconds: 0, done: false }],
      },
    ],
  } as never;
  it('a column per game in order (columns shown as columns); a row per student by name', () => {
    expect(resultColumns(results)).toEqual([
      { id: 11, number: 1, type: 'addition', repeat: 3 },
      { id: 12, number: 2, type: 'columns', repeat: 3 },
    ]);
    const rows = resultRows(results);
    expect(rows.map((r) => r.name)).toEqual(['Adamska Anna', 'Bondarenko Maksym']);
    expect(rows[1].cells).toEqual([{ right: 3, answered: 4, seconds: 65.4, done: true }, null]);
    expect(rows[0].cells).toEqual([null, null]);
  });
  it('time as m:ss', () => {
    expect(clock(65.4)).toBe('1:05');
    expect(clock(0)).toBe('0:00');
    expect(clock(600)).toBe('10:00');
  });
});

describe('the month on a pager button', () => {
  it('is the short month and the year apart, so a phone can show the month alone', () => {
    expect(slideChip(50, 'en')).toEqual({ month: 'Mar', year: '2026' });
    expect(slideChip(52, 'de')).toEqual({ month: 'Mai', year: '2026' });
    expect(slideChip(50, 'de').month).not.toBe(slideChip(52, 'de').month);
  });
});
