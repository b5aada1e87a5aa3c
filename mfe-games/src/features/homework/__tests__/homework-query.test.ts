import { parseHomeworkDate, parseHomeworkQuery } from '../model/homework-query';
import { SUCCESS_PUZZLE_KEY, rememberPlayedHomework } from '../model/success-puzzle';
import { taskRows } from '../model/task-rows';
import { entry, progress } from './fixtures';

describe('the address of the homework screen', () => {
  it('reads id, the 1-based month of date as 0-based, order and read_only', () => {
    expect(parseHomeworkQuery('?id=12&date=2026-11&order=3')).toEqual({
      id: 12,
      year: 2026,
      month: 10,
      order: 3,
      readOnly: null,
    });
    expect(parseHomeworkQuery('?id=12&date=2027-01&order=20&read_only=7')).toMatchObject({
      month: 0,
      order: 20,
      readOnly: 7,
    });
    expect(parseHomeworkQuery('?id=12&date=2026-1')).toMatchObject({ month: 0, order: null });
    expect(parseHomeworkQuery('?id=12&date=2026-11&order=21')).toMatchObject({ order: null });
  });

  it('without id or date, or with a broken one, there is no homework to show', () => {
    for (const search of [
      '',
      '?date=2026-11&order=3',
      '?id=12&order=3',
      '?id=x&date=2026-11',
      '?id=12&date=2026-13',
      '?id=12&date=2026-00',
      '?id=12&date=11-2026',
      '?id=12&date=2026-11&read_only=',
      '?id=12&date=2026-11&read_only=abc',
    ]) {
      expect(parseHomeworkQuery(search)).toBeNull();
    }
    expect(parseHomeworkDate('2026-12')).toEqual({ year: 2026, month: 11 });
  });

  it('remembers the homework played as success_puzzle, quietly when storage is off', () => {
    localStorage.removeItem(SUCCESS_PUZZLE_KEY);
    rememberPlayedHomework(42);
    expect(localStorage.getItem('success_puzzle')).toBe('42');
    expect(() =>
      rememberPlayedHomework(1, {
        setItem() {
          throw new Error('quota');
        },
      }),
    ).not.toThrow();
  });
});

describe('the table of tasks', () => {
  it('shows type, level, complexity, actions, expressions and right answers of each entry', () => {
    const rows = taskRows([
      entry({ digit_type: 'big_friends', difficult: 100, operation_number: 8, repeat: 3, progress: progress(1, 3) }),
      entry({ type: 'anzan', digit_type: 'anzan_minus', difficult: 10, repeat: 2, progress: progress(2, 2) }),
      entry({ type: 'divide', digit_type: null, difficult: 1000, difficult_2: 10, operation_number: 1 }),
      entry({ type: 'multiply_quad', digit_type: null, numbers: [11, 19], operation_number: 1 }),
      entry({ with_columns: true, digit_type: 'family', option: null }),
      entry({ option: 'abacus' }),
      entry({ type: 'matific', digit_type: null, link: 'https://www.matific.com/a', progress: null }),
    ]);
    expect(
      rows.map(({ number, kind, level, complexity, actions, expressions, right, done }) => ({
        number,
        kind,
        level,
        complexity,
        actions,
        expressions,
        right,
        done,
      })),
    ).toEqual([
      {
        number: 1,
        kind: 'addition',
        level: 'levels.big_friends',
        complexity: '100',
        actions: 8,
        expressions: 3,
        right: 1,
        done: false,
      },
      {
        number: 2,
        kind: 'anzan',
        level: 'anzan.anzan_minus',
        complexity: '10',
        actions: 5,
        expressions: 2,
        right: 2,
        done: true,
      },
      {
        number: 3,
        kind: 'divide',
        level: null,
        complexity: '1000 ÷ 10',
        actions: 1,
        expressions: 1,
        right: 0,
        done: false,
      },
      {
        number: 4,
        kind: 'multiply',
        level: 'multiply.multiply_quad',
        complexity: null,
        actions: 1,
        expressions: 1,
        right: 0,
        done: false,
      },
      {
        number: 5,
        kind: 'columns',
        level: 'levels.family',
        complexity: '10',
        actions: 5,
        expressions: 1,
        right: 0,
        done: false,
      },
      {
        number: 6,
        kind: 'addition',
        level: 'levels.elementary',
        complexity: '10',
        actions: 5,
        expressions: 1,
        right: 0,
        done: false,
      },
      {
        number: 7,
        kind: 'matific',
        level: null,
        complexity: null,
        actions: null,
        expressions: 1,
        right: 0,
        done: false,
      },
    ]);
    expect(rows[5].onAbacus).toBe(true);
  });
});
