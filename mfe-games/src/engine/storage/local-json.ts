// Local storage that never throws. Storage can be disabled (private mode, a blocked iframe), full, or hold
// an entry someone else wrote: a read then finds nothing and a write does nothing, so a remembered choice
// can never break a screen; whoever reads still checks the shape of what it got.

/** The text stored under `key`, or null. */
export function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The JSON value stored under `key`, or null when there is none or it is not JSON. */
export function readLocalJson(key: string): unknown {
  const text = readLocal(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function writeLocalJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Not remembered this time: the caller's defaults (or the server) stand in for it.
  }
}
