// The query keys of the calendar's calls. Every homework query starts with `homeworks`, so a change (delete, copy)
// reads all of them again.
import type { CalendarTarget } from '../model/calendar-target';

export const HOMEWORKS_KEY = ['homeworks'] as const;
export const monthKey = (target: CalendarTarget, year: number, month: number) =>
  [...HOMEWORKS_KEY, 'month', target.kind, target.id, year, month] as const;
export const resultsKey = (homework: number) => [...HOMEWORKS_KEY, 'results', homework] as const;
export const puzzleImageKey = (slide: number) => ['puzzle-image', slide] as const;
