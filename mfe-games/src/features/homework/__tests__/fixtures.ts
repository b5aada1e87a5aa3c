// Homework entries and details as GET lessons/homeworks/{id}?user= answers them.
import type { HomeworkDetail, HomeworkGame } from '@abacus/contract/homework-schema';

let nextId = 100;

export function entry(patch: Partial<HomeworkGame> = {}): HomeworkGame {
  nextId += 1;
  return {
    id: nextId,
    type: 'addition',
    repeat: 1,
    calculation_method: 'oral',
    option: null,
    digit_type: 'elementary',
    digit: [4],
    speed: 1.5,
    operation_number: 5,
    difficult: 10,
    difficult_2: null,
    numbers: [],
    with_columns: false,
    link: null,
    is_created: true,
    progress: { right_answers: 0, answered: 0, seconds: 0, done: false },
    ...patch,
  };
}

export const progress = (right: number, repeat: number) => ({
  right_answers: right,
  answered: right,
  seconds: right * 5,
  done: right >= repeat,
});

export function detail(games: HomeworkGame[], patch: Partial<HomeworkDetail> = {}): HomeworkDetail {
  return {
    id: 42,
    order: 3,
    year: 2026,
    month: 10,
    created: '2026-11-01T08:00:00Z',
    updated: '2026-11-01T08:00:00Z',
    matific: games.some((g) => g.type === 'matific'),
    user: null,
    group: 5,
    games_count: games.length,
    complete_status: 0,
    students_total: 1,
    students_done: 0,
    games,
    homeworks_left: games.filter((g) => !g.progress?.done).length,
    ...patch,
  };
}
