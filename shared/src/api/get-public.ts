// Anonymous reads of public data (the landing page's settings and geo lookup) by fetch, not through the API client:
// the landing page, whose first load has a budget, then never loads axios. Like `noAuth` calls, they carry no
// session header. Writes and signed-in reads go through `api`.
import { API_BASE } from './client';

export class PublicReadError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
  ) {
    super(`GET ${path}: ${status}`);
  }
}

/** GET `path` under the API; `fresh` asks past the browser's cached copy. Rejects on a network error or a non-2xx. */
export async function getPublic<T>(path: string, { fresh = false }: { fresh?: boolean } = {}): Promise<T> {
  const response = await fetch(`${API_BASE}${path}`, {
    cache: fresh ? 'no-cache' : 'default',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new PublicReadError(path, response.status);
  return (await response.json()) as T;
}
