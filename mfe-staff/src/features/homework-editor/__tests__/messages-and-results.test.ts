import { MATIFIC_LINK, NUMBERS_REQUIRED } from '@abacus/contract/homework';
import { finishedStudents } from '../model/finished-students';
import { monthLabel } from '../model/day-label';
import { FIX_PROBLEMS, messageKey } from '../model/homework-messages';
import { splitSeconds } from '../model/total-time';

describe('the messages of the homework calls', () => {
  it("are the editor's texts, ranges with their numbers", () => {
    expect(messageKey(NUMBERS_REQUIRED)).toEqual({ key: 'numbersRequired' });
    expect(messageKey(MATIFIC_LINK)).toEqual({ key: 'matificLink' });
    expect(messageKey(FIX_PROBLEMS)).toEqual({ key: 'fix' });
    expect(messageKey('Ensure this value is between 3 and 25.')).toEqual({
      key: 'between',
      values: { min: '3', max: '25' },
    });
    expect(messageKey('Ensure this value is less than or equal to 10.')).toEqual({
      key: 'atMost',
      values: { min: '10', max: '10' },
    });
    expect(messageKey('Ensure this value is greater than or equal to 0.1.')?.key).toBe('atLeast');
    // The admin kit's general messages are left to it.
    expect(messageKey('Select a valid choice')).toBeNull();
  });
});

describe('"A confirm modal warns that after re-saving a task, students who completed it will have the puzzle closed"', () => {
  it('names the students with complete_status 2 only', () => {
    const student = (id: number, first_name: string, last_name: string, complete_status: number) => ({
      id,
      first_name,
      last_name,
      complete_status,
      games: [],
    });
    expect(
      finishedStudents({
        students: [
          student(1, 'Anna', 'K', 2),
          student(2, 'Ivan', 'P', 1),
          student(3, 'Oleh', '', 2),
          student(4, '', '', 2),
        ],
      }),
    ).toEqual(['Anna K', 'Oleh', '#4']);
    expect(finishedStudents({ students: [student(2, 'Ivan', 'P', 0)] })).toEqual([]);
  });
});

describe('the heading and the times', () => {
  it("names the month being edited in the viewer's language (the month is zero-based)", () => {
    expect(monthLabel(2026, 2, 'en')).toBe('March 2026');
    expect(monthLabel(2026, 0, 'ua')).toMatch(/2026/);
    expect(monthLabel(2026, 0, 'ua').toLowerCase()).toContain('січ');
  });

  it('splits seconds into minutes and seconds', () => {
    expect(splitSeconds(45)).toEqual({ minutes: 0, seconds: 45 });
    expect(splitSeconds(125.5)).toEqual({ minutes: 2, seconds: 5.5 });
    expect(splitSeconds(0.30000000000000004)).toEqual({ minutes: 0, seconds: 0.3 });
  });
});
