// How many players' columns fit on one screen (spec 001 section 9): desktop 10, laptop (780-1200 px) 3,
// mobile 1; more players than fit are shown page by page. Multiplication columns are wider: their layout may
// spread to 2100 px.

export const LAPTOP_MIN_WIDTH = 780;
export const LAPTOP_MAX_WIDTH = 1200;
export const DESKTOP_COLUMNS = 10;
export const LAPTOP_COLUMNS = 3;
export const MOBILE_COLUMNS = 1;
export const MULTIPLY_MAX_WIDTH = 2100;
/** Addition columns are narrow: ten of them read well within this width. */
export const COLUMNS_MAX_WIDTH = 1600;

export function columnsPerScreen(width: number): number {
  if (width > LAPTOP_MAX_WIDTH) return DESKTOP_COLUMNS;
  if (width >= LAPTOP_MIN_WIDTH) return LAPTOP_COLUMNS;
  return MOBILE_COLUMNS;
}

export const columnsMaxWidth = (multiply: boolean) => (multiply ? MULTIPLY_MAX_WIDTH : COLUMNS_MAX_WIDTH);

export const pageCount = (columns: number, perScreen: number) => Math.max(1, Math.ceil(columns / perScreen));

/** The column indexes of one page (the page is clamped to the pages there are). */
export function columnsOnPage(columns: number, perScreen: number, page: number): number[] {
  const last = pageCount(columns, perScreen) - 1;
  const from = Math.min(Math.max(0, page), last) * perScreen;
  return Array.from({ length: Math.max(0, Math.min(perScreen, columns - from)) }, (_, i) => from + i);
}
