import { FALLBACK_DELAY_MS, IDLE_TIMEOUT_MS, whenIdle } from '../when-idle';

test('the work waits for an idle period, with a deadline, and can be cancelled', () => {
  const callbacks: (() => void)[] = [];
  const requestIdleCallback = jest.fn((callback: () => void, _options?: { timeout: number }) =>
    callbacks.push(callback),
  );
  const cancelIdleCallback = jest.fn();
  const win = { requestIdleCallback, cancelIdleCallback } as unknown as Window;
  const work = jest.fn();
  const cancel = whenIdle(work, win);
  expect(work).not.toHaveBeenCalled();
  expect(requestIdleCallback.mock.calls[0]?.[1]).toEqual({ timeout: IDLE_TIMEOUT_MS });
  callbacks[0]?.();
  expect(work).toHaveBeenCalledTimes(1);
  cancel();
  expect(cancelIdleCallback).toHaveBeenCalledWith(1);
});

test('without requestIdleCallback the work runs after a short wait, unless cancelled', () => {
  jest.useFakeTimers();
  try {
    const work = jest.fn();
    whenIdle(work, window as unknown as Window & { requestIdleCallback?: undefined });
    jest.advanceTimersByTime(FALLBACK_DELAY_MS - 1);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    const other = jest.fn();
    whenIdle(other)();
    jest.advanceTimersByTime(FALLBACK_DELAY_MS);
    expect(other).not.toHaveBeenCalled();
  } finally {
    jest.useRealTimers();
  }
});
