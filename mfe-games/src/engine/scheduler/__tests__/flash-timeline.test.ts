import { blankOf, intervalOf, MIN_BLANK_MS, planFlash } from '../flash-timeline';

describe('flash timeline', () => {
  it('puts the countdown at 1 s steps and the first number 5 s after the start', () => {
    const plan = planFlash({ numbers: [4, -2, 7], speed: 1.6 }, 1000);
    expect(plan.events.map((e) => [e.kind === 'countdown' ? e.label : e.value, e.onset])).toEqual([
      ['3', 1000],
      ['2', 2000],
      ['1', 3000],
      ['GO', 4000],
      [4, 6000],
      [-2, 7600],
      [7, 9200],
    ]);
    expect(plan.endAt).toBe(10800);
  });

  it('computes every onset from the start, not from the previous one', () => {
    const numbers = Array.from({ length: 25 }, (_, i) => i);
    for (const speed of [0.1, 0.3, 0.7, 1.6]) {
      const onsets = planFlash({ numbers, speed, countdown: false }, 0).events.map((e) => e.onset);
      // 0.1 * 1000 * 24 accumulated in floating point would not be an integer; the plan is exact.
      expect(onsets[24]).toBe(24 * Math.round(speed * 1000));
      expect(onsets.every((t, i) => t === i * Math.round(speed * 1000))).toBe(true);
    }
  });

  it('shows a number for 80% of its interval and leaves at least one frame blank', () => {
    const plan = planFlash({ numbers: [5, 5], speed: 1, countdown: false }, 0);
    expect(plan.events[0]).toMatchObject({ onset: 0, hideAt: 800 });
    expect(plan.events[1]).toMatchObject({ onset: 1000, hideAt: 1800 });
    expect(blankOf(60)).toBe(MIN_BLANK_MS);
    expect(blankOf(100)).toBeCloseTo(20);
  });

  it('takes speeds in tenths of a second and refuses impossible ones', () => {
    expect(intervalOf(0.1 + 0.2)).toBe(300);
    expect(() => intervalOf(0)).toThrow(RangeError);
    expect(() => intervalOf(Number.NaN)).toThrow(RangeError);
    expect(() => intervalOf(0.04)).toThrow(RangeError);
  });
});
