import { allLocked, canExpand, groupState, initiallyOpen, lessonRows } from '../model/group-state';

const lesson = (order: number, is_active: boolean) => ({ id: order * 10, order, is_active });

describe('lesson group state (spec 000 section 4)', () => {
  it('is completed when every lesson is active', () => {
    expect(groupState([lesson(1, true), lesson(2, true)])).toBe('completed');
  });

  it('is in progress when some lessons are active', () => {
    expect(groupState([lesson(1, true), lesson(2, false)])).toBe('in_progress');
    expect(groupState([lesson(1, false), lesson(2, true)])).toBe('in_progress');
  });

  it('is locked when no lesson is active, or there are no lessons', () => {
    expect(groupState([lesson(1, false), lesson(2, false)])).toBe('locked');
    expect(groupState([])).toBe('locked');
  });

  it('opens completed and in-progress groups, never locked ones', () => {
    expect(canExpand('completed')).toBe(true);
    expect(canExpand('in_progress')).toBe(true);
    expect(canExpand('locked')).toBe(false);
  });

  it('orders lessons, marks the last as the test and only active ones as openable', () => {
    const rows = lessonRows([lesson(3, false), lesson(1, true), lesson(2, true)]);
    expect(rows.map((r) => r.lesson.order)).toEqual([1, 2, 3]);
    expect(rows.map((r) => r.isTest)).toEqual([false, false, true]);
    expect(rows.map((r) => r.canOpen)).toEqual([true, true, false]);
    expect(lessonRows([])).toEqual([]);
  });

  it('starts with the first group in progress open', () => {
    const groups = [
      { id: 1, lessons: [lesson(1, true)] },
      { id: 2, lessons: [lesson(1, true), lesson(2, false)] },
      { id: 3, lessons: [lesson(1, true), lesson(2, false)] },
    ];
    expect(initiallyOpen(groups)).toBe(2);
    expect(initiallyOpen([{ id: 1, lessons: [lesson(1, false)] }])).toBeNull();
  });

  it('are all locked when no group has an open lesson (and there are groups)', () => {
    expect(allLocked([{ lessons: [lesson(1, false)] }, { lessons: [] }])).toBe(true);
    expect(allLocked([{ lessons: [lesson(1, false)] }, { lessons: [lesson(1, true)] }])).toBe(false);
    expect(allLocked([])).toBe(false);
  });
});
