// The JavaScript of a page's first load, as `pnpm bench size` prints it and e2e `shell` holds it to issue 15's budget.
import { gzipSync } from 'node:zlib';

/** Issue 15: the first load of / at most 150 KB of gzipped JavaScript. */
export const FIRST_LOAD_BUDGET_KB = 150;

export const gzipSize = (buffer) => gzipSync(buffer, { level: 6 }).length;

/**
 * The JavaScript files of a cold load of `url` in `page` (a fresh context, its service worker blocked), once each,
 * largest first, when `ready` shows and the network is idle: a file asked for twice is downloaded once (the shell
 * fetches the page's remote into the HTTP cache when the remote map arrives, shell/src/core/first-files.ts, and the
 * script tag that runs it later is a cache hit). Sizes are gzipped here, whatever the server sent.
 */
export async function firstLoadScripts(page, url, ready) {
  const scripts = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (type.includes('javascript'))
      scripts.push(
        response.body().then((body) => ({
          url: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSize(body),
          // <link rel=prefetch> (webpackPrefetch): fetched at idle for the next screen, not run by this one.
          prefetched: response.request().resourceType() !== 'script',
        })),
      );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator(ready).first().waitFor();
  const byUrl = new Map((await Promise.all(scripts)).map((file) => [file.url, file]));
  return [...byUrl.values()].sort((a, b) => b.gzip - a.gzip);
}

/** The landing page's first load is done when the public remote has taken over its prerendered HTML. */
export const LANDING_READY = '[data-remote=public]:not([data-prerendered])';
