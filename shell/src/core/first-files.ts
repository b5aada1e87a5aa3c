// The page's remote asked for as soon as the remote map arrives (issue 15). The map names the scripts each remote
// runs before its first screen (the API reads them from the manifests); without it, a cold page fetched them one
// round trip after another: the shared code, the manifest, the remote's entry and `./app`, then the libraries the
// remote brings itself, then its texts. The remote's manifest is fetched with them: the federation runtime asks for
// it only once the shell's code has run. They are fetched into the HTTP cache (a version's files are immutable), where
// the federation runtime's script tags find them; not by <link rel=preload>, whose answer, an error too, Chrome hands
// the next script of that address, so a Retry after a failed load would fail again on the old answer.
import type { FirstFiles } from '@abacus/contract/releases-schema';
import type { Language } from '@abacus/contract/languages';
import type { RemoteName } from './applications';
import type { RemoteMaps } from './first-requests';

interface LanguageGate {
  language(env: { host: string; query: string | null; stored: string | null; browser: readonly string[] }): Language;
}

/** The interface language the page will pick (by the rules the prerender gate and the shell share), if known. */
export function pageLanguage(): Language | null {
  const gate = (window as { abacusPrerenderGate?: LanguageGate }).abacusPrerenderGate;
  try {
    return (
      gate?.language({
        host: window.location.host,
        query: new URLSearchParams(window.location.search).get('lang'),
        stored: localStorage.getItem('language'),
        browser: navigator.languages ?? [navigator.language],
      }) ?? null
    );
  } catch {
    return null;
  }
}

/** The URLs of a remote's first screen to fetch: its manifest, its first files, its texts in `language`. */
export function firstUrls(
  manifest: string | undefined,
  first: FirstFiles | undefined,
  language: Language | null,
): string[] {
  const texts = language ? first?.locales[language] : undefined;
  return [manifest, ...(first?.files ?? []), texts].filter((url): url is string => Boolean(url));
}

const asked = new Set<string>();

/**
 * Fetches into the HTTP cache, each once, the manifest and the first files of the remote the map names first files
 * for: the page's (the map was asked for the page's path, and names only the remote that owns it).
 */
export function fetchFirstFiles(map: Pick<RemoteMaps, 'remotes' | 'first'>): void {
  const owners = Object.keys(map.first ?? {}) as RemoteName[];
  const urls = owners.flatMap((owner) => firstUrls(map.remotes[owner], map.first?.[owner], pageLanguage()));
  for (const href of urls) {
    if (asked.has(href)) continue;
    asked.add(href);
    // The body is read so that the whole file lands in the cache.
    fetch(href, { priority: 'high' })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  }
}
