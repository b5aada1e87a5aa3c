// Remotes are found at runtime: remotes.json maps a name to its mf-manifest.json URL.
// Shipping (or rolling back) one remote is an edit of one line of that file.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from './applications';

export type RemoteMap = Partial<Record<RemoteName, string>>;

let remotes: RemoteMap = {};

export async function fetchRemoteMap(): Promise<RemoteMap> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json: ${response.status}`);
  return (await response.json()) as RemoteMap;
}

const entryOf = (name: RemoteName) => new URL(remotes[name] ?? '', window.location.origin).href;

export function registerRemoteMap(map: RemoteMap): void {
  remotes = map;
  registerRemotes(
    Object.keys(map).map((name) => ({ name, entry: entryOf(name as RemoteName) })),
    { force: true },
  );
}

/** Forget a failed load so that the next attempt fetches the manifest again. */
export function resetRemote(name: RemoteName): void {
  registerRemotes([{ name, entry: entryOf(name) }], { force: true });
}

export async function loadExposed<T>(remote: string, exposed: string): Promise<T> {
  if (!(remote in remotes)) throw new Error(`Unknown remote ${remote}`);
  const module = await loadRemote<T>(`${remote}/${exposed.replace(/^\.\//, '')}`);
  if (!module) throw new Error(`${remote}/${exposed} did not load`);
  return module;
}
