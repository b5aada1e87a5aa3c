import type { DayStatistic } from '../api/get-day-statistic';

type Category = Exclude<keyof DayStatistic['all_time'], 'total' | 'total_right'>;

/** The all-time table's rows in the spec's order, with their text keys. */
export const ALL_TIME_ROWS: readonly { field: Category; text: string }[] = [
  { field: 'columns', text: 'columns' },
  { field: 'addition', text: 'addition' },
  { field: 'anzan', text: 'anzan' },
  { field: 'abacus_random', text: 'abacusRandom' },
  { field: 'multiply', text: 'multiply' },
  { field: 'divide', text: 'divide' },
];
