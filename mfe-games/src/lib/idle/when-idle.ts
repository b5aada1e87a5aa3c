// Work the first screen does not need, run once the page has painted and the main thread is free (issue 15).

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** The longest an idle callback waits on a busy page; without requestIdleCallback (Safari), the plain wait. */
export const IDLE_TIMEOUT_MS = 3000;
export const FALLBACK_DELAY_MS = 1500;

/** Runs `work` at the browser's next idle period (or after a short wait where there is none); returns a cancel. */
export function whenIdle(work: () => void, win: IdleWindow = window): () => void {
  if (win.requestIdleCallback && win.cancelIdleCallback) {
    const handle = win.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => win.cancelIdleCallback?.(handle);
  }
  const timer = win.setTimeout(work, FALLBACK_DELAY_MS);
  return () => win.clearTimeout(timer);
}
