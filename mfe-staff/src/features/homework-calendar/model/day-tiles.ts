// The 20 day tiles of a slide from the month's homework list. On a group's calendar a tile holds the group's
// homework; on a student's, the student's own homework, else their group's (shown as such, changed on the group's
// calendar): a student's own homework wins on the same tile, as the server counts it.
import { PUZZLE_TILES } from '@abacus/contract/homework';
import type { HomeworkSummary } from '@abacus/contract/homework-schema';
import type { CalendarTarget } from './calendar-target';

export interface DayTile {
  order: number;
  homework: HomeworkSummary | null;
  /** The homework is the student's group's: not changed from the student's calendar. */
  fromGroup: boolean;
}

const isOwn = (homework: HomeworkSummary, target: CalendarTarget) =>
  target.kind === 'group' ? homework.group === target.id : homework.user === target.id;

export function dayTiles(list: readonly HomeworkSummary[], target: CalendarTarget): DayTile[] {
  return Array.from({ length: PUZZLE_TILES }, (_, i) => {
    const order = i + 1;
    const onDay = list.filter((homework) => homework.order === order);
    const own = onDay.find((homework) => isOwn(homework, target));
    const group = target.kind === 'user' ? onDay.find((homework) => homework.group !== null) : undefined;
    const homework = own ?? group ?? null;
    return { order, homework, fromGroup: !own && homework !== null };
  });
}

/** The days of the month that already hold homework (the copy modal cannot copy onto them). */
export const takenOrders = (list: readonly HomeworkSummary[], target: CalendarTarget): Set<number> =>
  new Set(
    dayTiles(list, target)
      .filter((tile) => tile.homework)
      .map((tile) => tile.order),
  );

/** "3 of 12" done: the share of a group's students who finished the day (0 with nobody in the group). */
export const doneShare = (homework: Pick<HomeworkSummary, 'students_done' | 'students_total'>) =>
  homework.students_total > 0 ? homework.students_done / homework.students_total : 0;
