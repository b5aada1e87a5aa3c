// Remotes are found at runtime: the API's remotes/map names the version of each remote this browser loads (stable,
// a canary for a share of users and testers, a previewed candidate) and its last known good version. When a
// version fails to load (404, 500, a script error), the remote is loaded again from its fallback before the area's
// own fallback shows, and the failure is reported. Without the API, /remotes.json (the stable map) still works.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from './applications';
import { fetchRemoteMap, type RemoteMap, type RemoteMaps } from './first-requests';

export type { RemoteMaps };

let remotes: RemoteMap = {};
let fallbacks: RemoteMap = {};
/** Remotes whose code is in the page: a new map cannot change them until the next load. */
const loaded = new Set<RemoteName>();

const entryOf = (name: RemoteName) => new URL(remotes[name] ?? '', window.location.origin).href;
const versionIn = (manifest: string | undefined) => manifest?.split('/').at(-2) ?? null;

export function registerRemoteMap(maps: RemoteMaps): void {
  const changed = (Object.keys(maps.remotes) as RemoteName[]).filter(
    (name) => !loaded.has(name) && maps.remotes[name] !== remotes[name],
  );
  remotes = { ...maps.remotes, ...Object.fromEntries([...loaded].map((name) => [name, remotes[name]])) };
  fallbacks = maps.fallbacks;
  if (changed.length)
    registerRemotes(
      changed.map((name) => ({ name, entry: entryOf(name) })),
      { force: true },
    );
}

/** The manifests this page loads or may fall back to (the service worker keeps their files cached). */
export const liveManifests = (): string[] =>
  [...Object.values(remotes), ...Object.values(fallbacks)].filter(Boolean) as string[];

/** A new session (sign-in, sign-out) may be on the other side of a canary: remotes not loaded yet follow it. */
export async function refreshRemoteMap(): Promise<void> {
  registerRemoteMap(await fetchRemoteMap());
}

/** Forget a failed load so that the next attempt fetches the manifest again. */
export function resetRemote(name: RemoteName): void {
  registerRemotes([{ name, entry: entryOf(name) }], { force: true });
}

function reportFailure(name: RemoteName, failed: string | undefined, fallback: string | undefined, error: unknown) {
  const body = JSON.stringify({
    remote: name,
    version: versionIn(failed),
    fallback: versionIn(fallback),
    message: String(error instanceof Error ? error.message : error).slice(0, 500),
  });
  void fetch('/api/v1/remotes/failures', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => undefined);
}

/** Switches a remote that failed to its last known good version; false when it has none left. */
function fallBack(name: RemoteName, error: unknown): boolean {
  const fallback = fallbacks[name];
  if (!fallback || fallback === remotes[name]) return false;
  console.error(`Remote ${name} at ${remotes[name]} failed; falling back to ${fallback}`, error);
  reportFailure(name, remotes[name], fallback, error);
  remotes = { ...remotes, [name]: fallback };
  delete fallbacks[name];
  resetRemote(name);
  return true;
}

export async function loadExposed<T>(remote: string, exposed: string): Promise<T> {
  if (!(remote in remotes)) throw new Error(`Unknown remote ${remote}`);
  const name = remote as RemoteName;
  const load = async () => {
    const module = await loadRemote<T>(`${remote}/${exposed.replace(/^\.\//, '')}`);
    if (!module) throw new Error(`${remote}/${exposed} did not load`);
    loaded.add(name);
    return module;
  };
  const entryAtStart = remotes[name];
  try {
    return await load();
  } catch (error) {
    // Another load of this remote (the shell's warm-up, a second module) may have fallen back meanwhile: use it.
    if (remotes[name] !== entryAtStart || fallBack(name, error)) return load();
    throw error;
  }
}
