import { fakeFlashSources, type FakeFlashSources } from '../../../testing/fake-flash-sources';
import { createFlashRunner, type FlashCallbacks, type FlashDisplay } from '../flash-runner';
import type { FlashEvent } from '../flash-timeline';

const FRAME = 1000 / 60;

function recorder() {
  const shown: { display: FlashDisplay; time: number }[] = [];
  const onsets: { event: FlashEvent; time: number }[] = [];
  const callbacks = {
    onDisplay: jest.fn((display: FlashDisplay, time: number) => void shown.push({ display, time })),
    onOnset: jest.fn((event: FlashEvent, time: number) => void onsets.push({ event, time })),
    onFinish: jest.fn(),
    onVoid: jest.fn(),
  } satisfies FlashCallbacks;
  const labels = () =>
    shown.map(({ display }) =>
      display.kind === 'blank' ? '_' : display.kind === 'number' ? String(display.value) : display.label,
    );
  return { callbacks, shown, onsets, labels };
}

/** Frames every `period` ms from `from` while the runner wants them, each moved by `jitter(i)`. */
function runFrames(browser: FakeFlashSources, from: number, period: number, jitter: (i: number) => number = () => 0) {
  for (let i = 1; browser.waiting && i < 100_000; i++) browser.frame(from + i * period + jitter(i));
}

/** A deterministic pseudo-random sequence in [0, 1). */
function lcg(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

const twentyFive = Array.from({ length: 25 }, (_, i) => (i * 7) % 10);

describe('flash runner', () => {
  it('shows the countdown, then every number on the first frame at or after its onset', () => {
    const browser = fakeFlashSources();
    const { callbacks, onsets, labels } = recorder();
    const runner = createFlashRunner({ numbers: [3, 8], speed: 1 }, browser.sources, callbacks);
    runner.start();
    browser.frame(0);
    runFrames(browser, 0, FRAME);

    expect(labels()).toEqual(['_', '3', '2', '1', 'GO', '_', '3', '_', '8', '_']);
    expect(onsets.map(({ event }) => event.kind)).toEqual([
      'countdown',
      'countdown',
      'countdown',
      'countdown',
      'number',
      'number',
    ]);
    // Each on the first frame at or after its onset: that frame is not early, and the one before was.
    for (const { event, time } of onsets) {
      expect(time).toBeGreaterThanOrEqual(event.onset);
      expect(time - FRAME).toBeLessThan(event.onset);
    }
    const records = runner.records();
    expect(records.map((r) => r.planned)).toEqual([5000, 6000]);
    for (const r of records) {
      expect(r.actual! - r.planned).toBeGreaterThanOrEqual(0);
      expect(r.actual! - r.planned).toBeLessThan(FRAME);
    }
    expect(callbacks.onFinish).toHaveBeenCalledWith(records);
    expect(runner.state).toBe('finished');
  });

  it('does not drift: number 25 is on time although every frame jitters', () => {
    for (const speed of [0.1, 0.5, 1.6]) {
      const browser = fakeFlashSources();
      const { callbacks } = recorder();
      const random = lcg(speed * 10);
      const runner = createFlashRunner({ numbers: twentyFive, speed, countdown: false }, browser.sources, callbacks);
      runner.start();
      // Frames come up to 6 ms late, and every 15th frame is dropped (a 33 ms gap).
      runFrames(browser, 0, FRAME, (i) => (i % 15 === 0 ? FRAME : random() * 6));

      const errors = runner.records().map((r) => r.actual! - r.planned);
      expect(errors).toHaveLength(25);
      for (const error of errors) {
        expect(error).toBeGreaterThanOrEqual(0);
        expect(error).toBeLessThan(2 * FRAME + 6);
      }
      expect(runner.records()[24].planned).toBe(24 * Math.round(speed * 1000));
      expect(errors[24]).toBeLessThan(2 * FRAME + 6);
      // The error of the last numbers is no larger than that of the first ones: nothing accumulates.
      expect(Math.max(...errors.slice(-5))).toBeLessThan(Math.max(...errors.slice(0, 5)) + FRAME);
    }
  });

  it('shows the right number after a late frame and records the skipped ones', () => {
    const browser = fakeFlashSources();
    const { callbacks, onsets, shown } = recorder();
    const runner = createFlashRunner(
      { numbers: [1, 2, 3, 4, 5, 6], speed: 0.1, countdown: false },
      browser.sources,
      callbacks,
    );
    runner.start();
    browser.frame(0); // 1
    browser.frame(16);
    browser.frame(350); // the page stalled: 2 and 3 are long gone, 4 is due since 300
    runFrames(browser, 350, FRAME);

    const numbers = shown
      .filter(({ display }) => display.kind === 'number')
      .map(({ display, time }) => [(display as { value: number }).value, time]);
    expect(numbers[0]).toEqual([1, 0]);
    expect(numbers[1]).toEqual([4, 350]);
    expect(numbers.map(([value]) => value)).toEqual([1, 4, 5, 6]);
    expect(runner.records().map((r) => r.actual === null)).toEqual([false, true, true, false, false, false]);
    expect(onsets.map(({ event }) => (event.kind === 'number' ? event.value : null))).toEqual([1, 4, 5, 6]);
  });

  it('blanks the screen between equal numbers, even when frames jump over the blank', () => {
    const regular = fakeFlashSources();
    const first = recorder();
    createFlashRunner({ numbers: [5, 5, 5], speed: 0.5, countdown: false }, regular.sources, first.callbacks).start();
    runFrames(regular, 0, FRAME);
    expect(first.labels()).toEqual(['_', '5', '_', '5', '_', '5', '_']);

    // Frames at 0, 395 and 500: the blank window 400-500 has no frame of its own.
    const jumpy = fakeFlashSources();
    const second = recorder();
    const runner = createFlashRunner(
      { numbers: [5, 5], speed: 0.5, countdown: false },
      jumpy.sources,
      second.callbacks,
    );
    runner.start();
    for (const time of [0, 395, 500, 517, 1000]) jumpy.frame(time);
    expect(second.shown.map(({ display, time }) => [display.kind, time])).toEqual([
      ['blank', 0],
      ['number', 0],
      ['blank', 500],
      ['number', 517],
      ['blank', 1000],
    ]);
    expect(runner.records()[1]).toEqual({ index: 1, value: 5, planned: 500, actual: 517 });
  });

  it('goes straight from one number to a different one when the blank frame was skipped', () => {
    const browser = fakeFlashSources();
    const { shown } = recorder();
    const { callbacks } = { callbacks: recorder().callbacks };
    const onDisplay = jest.fn((display: FlashDisplay, time: number) => void shown.push({ display, time }));
    createFlashRunner({ numbers: [5, 6], speed: 0.5, countdown: false }, browser.sources, {
      ...callbacks,
      onDisplay,
    }).start();
    for (const time of [0, 395, 500]) browser.frame(time);
    expect(shown.at(-1)).toEqual({ display: { kind: 'number', index: 1, value: 6 }, time: 500 });
  });

  it('pauses and resumes: the rest of the timeline moves on by the pause', () => {
    const browser = fakeFlashSources();
    const { callbacks, labels } = recorder();
    const runner = createFlashRunner({ numbers: [1, 2, 3], speed: 1, countdown: false }, browser.sources, callbacks);
    runner.start();
    for (let t = FRAME; t < 1300; t += FRAME) browser.frame(t);
    browser.setNow(1300);
    runner.pause();
    expect(runner.state).toBe('paused');
    expect(browser.waiting).toBe(false);
    browser.setNow(1300 + 3000);
    runner.resume();
    runFrames(browser, 4300, FRAME);

    const records = runner.records();
    expect(records.map((r) => r.planned)).toEqual([0, 1000, 5000]);
    expect(records[2].actual! - 5000).toBeLessThan(FRAME);
    expect(labels()).toEqual(['_', '1', '_', '2', '_', '3', '_']);
    // Number 2 was on the screen at the pause and keeps its remaining 500 ms after it: hidden at 4800.
    const hiddenAfterTwo = callbacks.onDisplay.mock.calls.find(
      ([display, time]) => display.kind === 'blank' && time > 1300,
    )!;
    expect(hiddenAfterTwo[1]).toBeGreaterThanOrEqual(4800);
    expect(hiddenAfterTwo[1]).toBeLessThan(4800 + FRAME);
    expect(callbacks.onFinish).toHaveBeenCalled();
  });

  it('voids the attempt when the page is hidden while flashing', () => {
    const browser = fakeFlashSources();
    const { callbacks } = recorder();
    const runner = createFlashRunner({ numbers: [1, 2, 3], speed: 1 }, browser.sources, callbacks);
    runner.start();
    for (let t = FRAME; t < 5500; t += FRAME) browser.frame(t);
    browser.setHidden(true);

    expect(runner.state).toBe('void');
    expect(callbacks.onVoid).toHaveBeenCalledTimes(1);
    expect(browser.waiting).toBe(false);
    browser.setHidden(false);
    browser.frame(9000);
    expect(callbacks.onFinish).not.toHaveBeenCalled();
    expect(runner.records().map((r) => r.actual !== null)).toEqual([true, false, false]);
  });

  it('voids at once when started in a hidden page, and on a frame that finds the page hidden', () => {
    const hiddenAtStart = fakeFlashSources();
    hiddenAtStart.setHidden(true);
    const first = recorder();
    const runner = createFlashRunner({ numbers: [1], speed: 1 }, hiddenAtStart.sources, first.callbacks);
    runner.start();
    expect(runner.state).toBe('void');
    expect(first.callbacks.onVoid).toHaveBeenCalledTimes(1);

    // A visibility source that does not announce the change: the next frame still notices.
    const quiet = fakeFlashSources();
    let hidden = false;
    const second = recorder();
    const sources = { ...quiet.sources, visibility: { isHidden: () => hidden, onChange: () => () => undefined } };
    const other = createFlashRunner({ numbers: [1], speed: 1 }, sources, second.callbacks);
    other.start();
    quiet.frame(16);
    hidden = true;
    quiet.frame(33);
    expect(other.state).toBe('void');
    expect(second.callbacks.onVoid).toHaveBeenCalledTimes(1);
  });

  it('does not void a paused attempt', () => {
    const browser = fakeFlashSources();
    const { callbacks } = recorder();
    const runner = createFlashRunner({ numbers: [1], speed: 1 }, browser.sources, callbacks);
    runner.start();
    runner.pause();
    browser.setHidden(true);
    browser.setHidden(false);
    expect(runner.state).toBe('paused');
    expect(callbacks.onVoid).not.toHaveBeenCalled();
  });

  it('stops on cancel without further callbacks', () => {
    const browser = fakeFlashSources();
    const { callbacks } = recorder();
    const runner = createFlashRunner({ numbers: [1, 2], speed: 1 }, browser.sources, callbacks);
    runner.start();
    browser.frame(100);
    const calls = callbacks.onDisplay.mock.calls.length;
    runner.cancel();
    browser.frame(6000);
    browser.setHidden(true);
    expect(runner.state).toBe('cancelled');
    expect(callbacks.onDisplay).toHaveBeenCalledTimes(calls);
    expect(callbacks.onVoid).not.toHaveBeenCalled();
    expect(callbacks.onFinish).not.toHaveBeenCalled();
    expect(() => runner.start()).toThrow();
  });
});
