// The landing page's public reads (getPublic of @abacus/shared) go out by fetch: a test answers them here.
type Answer = (path: string) => unknown;

/** Every fetch under /api/v1/ answers `answer(path)` (a promise it returns is awaited; a throw is a network error). */
export function answerPublicReads(answer: Answer) {
  const fetched = jest.fn(async (url: string, _init?: RequestInit) => {
    const body = await answer(url.replace(/^\/api\/v1\//, ''));
    return { ok: true, status: 200, json: async () => body } as Response;
  });
  globalThis.fetch = fetched as unknown as typeof fetch;
  return fetched;
}
