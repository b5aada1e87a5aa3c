// Geometry of the 30-day bar chart (played vs correct): pure, so it is tested without a DOM.
// Correct answers are a part of the played ones, so each day is one bar with its correct part inside.
import type { DailyStatistic } from '../api/get-daily-statistic';

/** Chart units; `axis` is the room for the scale, `end` keeps the newest day's label inside. `width` is the widest
 * chart; a narrower box draws it `minWidth` to `width` units wide, one unit a pixel, so its 12 px labels stay 12 px
 * on a phone instead of being scaled down to 7. */
export const CHART = { width: 640, minWidth: 280, height: 220, top: 12, bottom: 26, axis: 40, end: 16 } as const;

/** The chart's width in units for a box `boxWidth` pixels wide (0 when not measured: the widest). */
export const chartWidth = (boxWidth: number) =>
  boxWidth > 0 ? Math.round(Math.min(CHART.width, Math.max(CHART.minWidth, boxWidth))) : CHART.width;
const GRID_LINES = 4;

export interface ChartBar {
  date: string;
  total: number;
  right: number;
  x: number;
  width: number;
  /** Heights in chart units; bars stand on the baseline at CHART.height - CHART.bottom. */
  totalHeight: number;
  rightHeight: number;
}

export interface ChartLayout {
  bars: ChartBar[];
  /** The value of the top grid line. */
  max: number;
  /** Grid lines from 0 to max with their y. */
  ticks: { value: number; y: number }[];
  /** Day labels under some bars (every 7th counting back from the newest, which is always labelled). */
  labels: { x: number; text: string }[];
  baseline: number;
}

/** The smallest 1, 2 or 5 × 10^k step so that GRID_LINES steps reach the value. */
export function niceMax(value: number): number {
  const needed = Math.max(value, 1) / GRID_LINES;
  let magnitude = 1;
  while (magnitude * 10 <= needed) magnitude *= 10;
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= needed) ?? magnitude * 10;
  return step * GRID_LINES;
}

/** "2026-03-05" -> "05.03" */
const shortDay = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}`;

/** Lays out the days; in right-to-left languages time runs from right to left. */
export function chartLayout(days: DailyStatistic[], rtl = false, width: number = CHART.width): ChartLayout {
  const { height, top, bottom, axis, end } = CHART;
  const baseline = height - bottom;
  const plot = baseline - top;
  const max = niceMax(Math.max(0, ...days.map((d) => d.total)));
  const slot = (width - axis - end) / Math.max(days.length, 1);
  const barWidth = Math.max(2, slot * 0.7);
  const mirror = (x: number, w: number) => (rtl ? width - x - w : x);
  const scale = (value: number) => (Math.max(0, value) / max) * plot;

  const bars = days.map((day, i) => {
    const right = Math.min(day.right_answers, day.total);
    return {
      date: day.date,
      total: day.total,
      right,
      x: mirror(axis + i * slot + (slot - barWidth) / 2, barWidth),
      width: barWidth,
      totalHeight: scale(day.total),
      rightHeight: scale(right),
    };
  });
  const ticks = Array.from({ length: GRID_LINES + 1 }, (_, i) => {
    const value = (max / GRID_LINES) * i;
    return { value, y: baseline - scale(value) };
  });
  const labels = bars
    .filter((_, i) => (days.length - 1 - i) % 7 === 0)
    .map((bar) => ({ x: bar.x + bar.width / 2, text: shortDay(bar.date) }));
  return { bars, max, ticks, labels, baseline };
}

export const chartTotals = (days: DailyStatistic[]) => ({
  played: days.reduce((sum, d) => sum + d.total, 0),
  correct: days.reduce((sum, d) => sum + d.right_answers, 0),
});
