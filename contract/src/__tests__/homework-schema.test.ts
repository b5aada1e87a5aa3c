// Spec 002 section 9 "Puzzle" ("month from slide = slide mod 12; year starts at 2022 and grows every 12 slides"),
// section 5 "Homework game configs" (speed 0.1-10, repeat 1-10, lengths per type, total time, fifty/hundred places,
// multiply needs numbers) and section 4 (Matific: one configuration only). The API validates with these schemas
// and the editor's forms check with them, so they are tested once, here.
import {
  currentSlide,
  isMatificLink,
  MATIFIC_ALONE,
  MATIFIC_LINK,
  nextSlide,
  NUMBERS_REQUIRED,
  pageStart,
  placesFor,
  previousSlide,
  SLIDE_OUT_OF_RANGE,
  slideMonth,
  slideOf,
  TARGET_REQUIRED,
  totalSeconds,
} from '../homework';
import { homeworkGameInput, homeworkSaveBody } from '../homework-schema';

const errors = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries([...(result.error?.issues ?? [])].reverse().map((i) => [i.path.join('.'), i.message]));

const addition = {
  type: 'addition',
  repeat: 2,
  digit_type: 'elementary',
  speed: 1,
  operation_number: 5,
  difficult: 10,
};
const day = { order: 3, year: 2026, month: 10, group: 4 };

describe('slides and months', () => {
  it('slide s is month s mod 12 of 2022 + floor(s / 12); 1 is February 2022, 64 May 2027', () => {
    expect(slideMonth(1)).toEqual({ year: 2022, month: 1 });
    expect(slideMonth(11)).toEqual({ year: 2022, month: 11 });
    expect(slideMonth(12)).toEqual({ year: 2023, month: 0 });
    expect(slideMonth(64)).toEqual({ year: 2027, month: 4 });
    for (let slide = 1; slide <= 64; slide += 1) {
      const { year, month } = slideMonth(slide);
      expect(slideOf(year, month)).toBe(slide);
    }
    expect(slideOf(2022, 0)).toBeNull();
    expect(slideOf(2027, 5)).toBeNull();
  });

  it('the copy modal wraps 64 to 1; pages of 12 buttons; today clamped into 1-64', () => {
    expect(nextSlide(64)).toBe(1);
    expect(previousSlide(1)).toBe(64);
    expect(nextSlide(5)).toBe(6);
    expect(pageStart(1)).toBe(1);
    expect(pageStart(12)).toBe(1);
    expect(pageStart(13)).toBe(13);
    expect(pageStart(64)).toBe(61);
    expect(currentSlide(new Date(2026, 10, 27))).toBe(58);
    expect(currentSlide(new Date(2021, 0, 1))).toBe(1);
    expect(currentSlide(new Date(2030, 0, 1))).toBe(64);
  });
});

describe('a game configuration', () => {
  it('the total time is speed x repeat x length, and counts 1 for divide and multiply', () => {
    expect(totalSeconds({ type: 'addition', speed: 1.5, repeat: 3, operation_number: 5 })).toBe(22.5);
    expect(totalSeconds({ type: 'multiply', speed: 4, repeat: 3, operation_number: 9 })).toBe(3);
    expect(totalSeconds({ type: 'divide', speed: 4, repeat: 2, operation_number: 9 })).toBe(2);
  });

  it('speed 0.1-10 kept with one decimal, repeat 1-10, length per type', () => {
    expect(homeworkGameInput.safeParse({ ...addition, speed: 0.123 }).data?.speed).toBe(0.1);
    expect(errors(homeworkGameInput.safeParse({ ...addition, speed: 0.05 }))).toEqual({
      speed: 'Ensure this value is greater than or equal to 0.1.',
    });
    expect(errors(homeworkGameInput.safeParse({ ...addition, repeat: 11 }))).toEqual({
      repeat: 'Ensure this value is less than or equal to 10.',
    });
    expect(errors(homeworkGameInput.safeParse({ ...addition, operation_number: 26 }))).toEqual({
      operation_number: 'Ensure this value is between 2 and 25.',
    });
    const anzan = { ...addition, type: 'anzan', digit_type: 'anzan_random', operation_number: 2 };
    expect(errors(homeworkGameInput.safeParse(anzan))).toEqual({
      operation_number: 'Ensure this value is between 3 and 25.',
    });
    expect(errors(homeworkGameInput.safeParse({ ...addition, with_columns: true, operation_number: 16 }))).toEqual({
      operation_number: 'Ensure this value is between 2 and 15.',
    });
    const randomAbacus = { type: 'abacus_random', repeat: 1, operation_number: 100, difficult: 1000 };
    expect(homeworkGameInput.safeParse(randomAbacus).success).toBe(true);
  });

  it('fifty drops place 1, hundred drops 1 and 10; multiply needs numbers; anzan needs an anzan level', () => {
    expect(placesFor('fifty')).toEqual([10, 100, 1000, 10000]);
    expect(placesFor('hundred')).toEqual([100, 1000, 10000]);
    expect(errors(homeworkGameInput.safeParse({ ...addition, digit_type: 'hundred', difficult: 10 }))).toEqual({
      difficult: 'Select a valid choice.',
    });
    expect(errors(homeworkGameInput.safeParse({ type: 'multiply', repeat: 1, difficult: 10 }))).toEqual({
      numbers: NUMBERS_REQUIRED,
    });
    expect(homeworkGameInput.safeParse({ type: 'multiply', repeat: 1, difficult: 10, numbers: [4, 7] }).success).toBe(
      true,
    );
    expect(errors(homeworkGameInput.safeParse({ ...addition, type: 'anzan', digit_type: 'elementary' }))).toEqual({
      digit_type: 'Select a valid choice.',
    });
  });

  it('a Matific activity is an https address on matific.com, nothing else', () => {
    expect(isMatificLink('https://www.matific.com/us/en-us/activity/123')).toBe(true);
    expect(isMatificLink('https://matific.com/x')).toBe(true);
    expect(isMatificLink('http://www.matific.com/x')).toBe(false);
    expect(isMatificLink('https://matific.com.evil.example/x')).toBe(false);
    expect(isMatificLink('https://evilmatific.com/x')).toBe(false);
    expect(isMatificLink('https://user:pw@matific.com/x')).toBe(false);
    expect(isMatificLink('javascript:alert(1)')).toBe(false);
    expect(errors(homeworkGameInput.safeParse({ type: 'matific', repeat: 1, link: 'https://example.com' }))).toEqual({
      link: MATIFIC_LINK,
    });
  });
});

describe('saving a homework', () => {
  it('one student or one group, a month of the calendar, one to twenty games', () => {
    expect(homeworkSaveBody.safeParse({ ...day, games: [addition] }).success).toBe(true);
    expect(errors(homeworkSaveBody.safeParse({ ...day, user: 9, games: [addition] }))).toEqual({
      user: TARGET_REQUIRED,
    });
    expect(errors(homeworkSaveBody.safeParse({ ...day, year: 2022, month: 0, games: [addition] }))).toEqual({
      month: SLIDE_OUT_OF_RANGE,
    });
    expect(errors(homeworkSaveBody.safeParse({ ...day, games: [] }))).toEqual({ games: 'Add at least one game.' });
    expect(errors(homeworkSaveBody.safeParse({ ...day, order: 21, games: [addition] }))).toEqual({
      order: 'Ensure this value is less than or equal to 20.',
    });
  });

  it('a Matific homework has that one activity only (spec 002 section 4)', () => {
    const matific = { type: 'matific', repeat: 1, link: 'https://www.matific.com/a/1' };
    expect(homeworkSaveBody.safeParse({ ...day, games: [matific] }).success).toBe(true);
    expect(errors(homeworkSaveBody.safeParse({ ...day, games: [matific, addition] }))).toEqual({
      games: MATIFIC_ALONE,
    });
  });

  it('the errors of one game are named by its place ("games.1.repeat")', () => {
    const result = homeworkSaveBody.safeParse({ ...day, games: [addition, { ...addition, repeat: 0 }] });
    expect(errors(result)).toEqual({ 'games.1.repeat': 'Ensure this value is greater than or equal to 1.' });
  });
});
