// Which month's puzzle is shown (spec 002 section 9 "Puzzle"): slides 1-64, the last one kept on this device, free
// users start on slide 1, everyone else on the slide of today's month.
import { currentSlide, FIRST_SLIDE, LAST_SLIDE, slideMonth } from '@abacus/contract/homework';

/** localStorage: the slide the puzzle was last shown on. */
export const SLIDE_KEY = 'homework_puzzle_slide';

/** A stored slide, or null when there is none or it is not a slide. */
export function parseSlide(raw: string | null): number | null {
  if (raw === null || !/^\d{1,2}$/.test(raw.trim())) return null;
  const slide = Number(raw);
  return slide >= FIRST_SLIDE && slide <= LAST_SLIDE ? slide : null;
}

/** The slide the page opens on: the last one shown, else slide 1 for a free user, else today's month. */
export function startSlide(stored: string | null, isFree: boolean, now: Date): number {
  return parseSlide(stored) ?? (isFree ? FIRST_SLIDE : currentSlide(now));
}

export const hasPrevious = (slide: number) => slide > FIRST_SLIDE;
export const hasNext = (slide: number) => slide < LAST_SLIDE;

/** The month's name and year in the interface language, capitalised ("März 2026", "Березень 2026 р."). */
export function monthTitle(slide: number, locale: string): string {
  const { year, month } = slideMonth(slide);
  // Noon on the 15th: no time zone moves it into another month.
  const name = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(
    new Date(year, month, 15, 12),
  );
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
