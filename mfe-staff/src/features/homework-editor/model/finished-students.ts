// Spec 002 "Homework editor": "A confirm modal warns that after re-saving a task, students who completed it will have
// the puzzle closed and must redo it". The confirm names them (GET lessons/homeworks/{id}/results).
import { DONE } from '@abacus/contract/homework';
import type { HomeworkResults } from '@abacus/contract/homework-schema';

/** The names of the students who finished the homework (complete_status 2), in the order of the results. */
export const finishedStudents = (results: Pick<HomeworkResults, 'students'>): string[] =>
  results.students
    .filter((s) => s.complete_status === DONE)
    .map((s) => `${s.first_name} ${s.last_name}`.trim() || `#${s.id}`);
