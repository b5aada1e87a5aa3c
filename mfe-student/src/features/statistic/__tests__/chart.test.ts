import { CHART, chartLayout, chartTotals, chartWidth, niceMax } from '../model/chart';

const day = (date: string, total: number, right_answers: number) => ({ date, total, right_answers });

describe('the 30-day chart', () => {
  it('rounds the scale up to a readable top line', () => {
    expect(niceMax(0)).toBe(4);
    expect(niceMax(4)).toBe(4);
    expect(niceMax(5)).toBe(8);
    expect(niceMax(37)).toBe(40);
    expect(niceMax(130)).toBe(200);
  });

  it('draws played and correct to the same scale, never correct above played', () => {
    const { bars, max, baseline } = chartLayout([
      day('2026-03-01', 40, 30),
      day('2026-03-02', 0, 0),
      day('2026-03-03', 10, 12),
    ]);
    expect(max).toBe(40);
    const plot = baseline - CHART.top;
    expect(bars[0].totalHeight).toBeCloseTo(plot);
    expect(bars[0].rightHeight).toBeCloseTo(plot * 0.75);
    expect(bars[1].totalHeight).toBe(0);
    expect(bars[2].rightHeight).toBeCloseTo(bars[2].totalHeight);
    expect(bars[0].x).toBeLessThan(bars[1].x);
  });

  it('labels every 7th day counting back from the newest', () => {
    const days = Array.from({ length: 30 }, (_, i) => day(`2026-03-${String(i + 1).padStart(2, '0')}`, i, 0));
    expect(chartLayout(days).labels.map((l) => l.text)).toEqual(['02.03', '09.03', '16.03', '23.03', '30.03']);
  });

  it('runs from right to left in right-to-left languages', () => {
    const days = [day('2026-03-01', 1, 1), day('2026-03-02', 2, 1)];
    const ltr = chartLayout(days);
    const rtl = chartLayout(days, true);
    expect(rtl.bars[0].x).toBeGreaterThan(rtl.bars[1].x);
    expect(rtl.bars[0].x).toBeCloseTo(CHART.width - ltr.bars[0].x - ltr.bars[0].width);
  });

  it('is as wide as its box between 280 and 640 units, so a phone draws its labels at their size, not scaled down', () => {
    expect(chartWidth(0)).toBe(640);
    expect(chartWidth(1200)).toBe(640);
    expect(chartWidth(327.4)).toBe(327);
    expect(chartWidth(200)).toBe(280);
    const days = Array.from({ length: 30 }, (_, i) => day(`2026-03-${String(i + 1).padStart(2, '0')}`, i, 0));
    const narrow = chartLayout(days, false, 327);
    const last = narrow.bars.at(-1);
    expect(last && last.x + last.width).toBeLessThanOrEqual(327 - CHART.end);
    expect(narrow.labels.at(-1)?.x).toBeLessThan(327);
    // Labels 7 days apart stay wider apart than a 12 px "30.03" (about 32 px).
    expect(narrow.labels[1].x - narrow.labels[0].x).toBeGreaterThan(40);
    const rtl = chartLayout(days, true, 327);
    expect(rtl.bars[0].x).toBeCloseTo(327 - narrow.bars[0].x - narrow.bars[0].width);
  });

  it('adds up the period', () => {
    expect(chartTotals([day('2026-03-01', 4, 3), day('2026-03-02', 6, 5)])).toEqual({ played: 10, correct: 8 });
  });
});
