// A screen's or a dialog's code is asked for again when its download fails (a phone between two cell towers). React
// keeps a failed lazy import for good, so one lost request used to leave the area's error line until a reload.
// Not part of the shared module @abacus/shared, which every page loads whole: each remote bundles this small file.

/** The waits before the second and the third try. */
export const RETRY_DELAYS_MS = [1000, 3000] as const;

/** `load`, tried again after each of `delays` while it fails; the last failure is the caller's. */
export function withRetry<T>(load: () => Promise<T>, delays: readonly number[] = RETRY_DELAYS_MS): () => Promise<T> {
  const attempt = (left: readonly number[]): Promise<T> =>
    load().catch((error: unknown) => {
      if (!left.length) throw error;
      return new Promise((resolve) => setTimeout(resolve, left[0])).then(() => attempt(left.slice(1)));
    });
  return () => attempt(delays);
}
