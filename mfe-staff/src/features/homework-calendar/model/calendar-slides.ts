// The slide pager of the calendar (spec 002 "Homework calendar": slides 1-64, 12 page buttons at a time, arrows
// shifting by 12) and the month a slide stands for, in the viewer's language. The slide arithmetic itself is the
// contract's (slideMonth, pageStart).
import { FIRST_SLIDE, LAST_SLIDE, pageStart, SLIDE_PAGE, slideMonth } from '@abacus/contract/homework';

export const isSlide = (value: number) => Number.isInteger(value) && value >= FIRST_SLIDE && value <= LAST_SLIDE;

/** The slide of a `?slide=` parameter, or null. */
export function parseSlide(value: string | null): number | null {
  if (!value || !/^\d{1,2}$/.test(value)) return null;
  const slide = Number(value);
  return isSlide(slide) ? slide : null;
}

/** The buttons of the page that starts at `start`: 12 slides, fewer on the last page (61-64). */
export function pageSlides(start: number): number[] {
  const first = pageStart(start);
  const last = Math.min(LAST_SLIDE, first + SLIDE_PAGE - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** The first slide of the page before (-1) or after (+1) the one starting at `start`, or null at either end. */
export function shiftedPage(start: number, direction: -1 | 1): number | null {
  const next = pageStart(start) + direction * SLIDE_PAGE;
  return next < FIRST_SLIDE || next > LAST_SLIDE ? null : next;
}

/** The Intl locale of an interface language (ua is written uk). */
export const intlLocale = (language: string) => (language === 'ua' ? 'uk' : language);

/** "June 2024" for the slide's month, in the viewer's language. */
export function slideTitle(slide: number, language: string, month: 'long' | 'short' = 'long'): string {
  const { year, month: index } = slideMonth(slide);
  return new Intl.DateTimeFormat(intlLocale(language), { month, year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, index, 15)),
  );
}

/** The slide's month and year apart ("Mär", "2026"), for a pager button that has room for the month only on a phone. */
export function slideChip(slide: number, language: string): { month: string; year: string } {
  const { year, month } = slideMonth(slide);
  const date = new Date(Date.UTC(year, month, 15));
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone: 'UTC' }).format(date);
  return { month: format({ month: 'short' }), year: format({ year: 'numeric' }) };
}
