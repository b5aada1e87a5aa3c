import { RETRY_DELAYS_MS, withRetry } from '../lazy-retry';

describe('withRetry (a lazy screen or dialog whose download fails)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks again after 1 s and after 3 s, and resolves with the first download that arrives', async () => {
    expect(RETRY_DELAYS_MS).toEqual([1000, 3000]);
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 12 failed'))
      .mockRejectedValueOnce(new Error('Loading chunk 12 failed'))
      .mockResolvedValue('the screen');
    const done = withRetry(load)();
    await jest.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(3000);
    await expect(done).resolves.toBe('the screen');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives the last failure to the caller after the third try', async () => {
    const load = jest.fn<Promise<string>, []>().mockRejectedValue(new Error('offline'));
    const done = withRetry(load)();
    const settled = expect(done).rejects.toThrow('offline');
    await jest.advanceTimersByTimeAsync(4000);
    await settled;
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not wait when the first try succeeds, and each call starts afresh', async () => {
    const load = jest.fn<Promise<number>, []>().mockResolvedValue(1);
    const retried = withRetry(load);
    await expect(retried()).resolves.toBe(1);
    await expect(retried()).resolves.toBe(1);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
