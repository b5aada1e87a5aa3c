// The release state of the remotes (issue 14) and its changes, pure: which version of each remote is stable, which
// stable versions came before it (for rollback and as the browser's fallback), and its canary, if any. The file
// that holds it (release-store.ts) and the per-browser choice (remote-choice.ts) build on this.
import { manifestUrl, REMOTES, type Remote, versionOfManifestUrl } from '@abacus/contract/releases';

export interface Canary {
  version: string;
  /** 0-100: the share of signed-in users (by a hash of their id) that get the canary. */
  percent: number;
  /** Users that get the canary whatever the share. */
  users: number[];
}

export interface RemoteRelease {
  stable: string;
  /** Earlier stable versions, newest first: a rollback returns to the first; the browser falls back to it. */
  previous: string[];
  canary: Canary | null;
}

export type ReleaseState = Record<Remote, RemoteRelease>;

/** One line of the release log: who changed what, when. */
export interface ReleaseLogEntry {
  at: string;
  by: string;
  action: 'build' | 'publish' | 'canary' | 'promote' | 'rollback';
  remote: Remote;
  version: string;
  from: string | null;
  detail?: string;
}

export class ReleaseError extends Error {}

const KEEP_PREVIOUS = 10;

/** The state a full build starts from: every remote stable at the version just built. */
export function initialState(versions: Record<Remote, string>): ReleaseState {
  const state = {} as ReleaseState;
  for (const remote of REMOTES) state[remote] = { stable: versions[remote], previous: [], canary: null };
  return state;
}

/** The state of a site whose remotes.json (name -> manifest URL) predates releases.json. */
export function stateFromRemoteMap(map: Partial<Record<Remote, string>>): ReleaseState {
  const versions = {} as Record<Remote, string>;
  for (const remote of REMOTES) {
    const version = versionOfManifestUrl(map[remote] ?? '');
    if (!version) throw new ReleaseError(`remotes.json names no version of ${remote}`);
    versions[remote] = version;
  }
  return initialState(versions);
}

/** The stable map that remotes.json keeps, for a site served without the API's map. */
export const stableMap = (state: ReleaseState) =>
  Object.fromEntries(REMOTES.map((remote) => [remote, manifestUrl(remote, state[remote].stable)]));

export function withCanary(state: ReleaseState, remote: Remote, canary: Canary): ReleaseState {
  if (canary.version === state[remote].stable) throw new ReleaseError(`${remote} ${canary.version} is already stable`);
  if (!Number.isInteger(canary.percent) || canary.percent < 0 || canary.percent > 100)
    throw new ReleaseError('The share of users is a whole number from 0 to 100');
  return { ...state, [remote]: { ...state[remote], canary } };
}

/** The version becomes stable; the one before it is kept first in `previous`. */
export function promoted(state: ReleaseState, remote: Remote, version: string): ReleaseState {
  const current = state[remote];
  if (version === current.stable) throw new ReleaseError(`${remote} ${version} is already stable`);
  const previous = [current.stable, ...current.previous.filter((v) => v !== current.stable && v !== version)];
  return { ...state, [remote]: { stable: version, previous: previous.slice(0, KEEP_PREVIOUS), canary: null } };
}

/**
 * One command undoes the last step: a running canary is stopped; otherwise the previous stable version comes back.
 * Answers the new state and the version users now get.
 */
export function rolledBack(state: ReleaseState, remote: Remote): { state: ReleaseState; version: string } {
  const current = state[remote];
  if (current.canary) return { state: { ...state, [remote]: { ...current, canary: null } }, version: current.stable };
  const [back, ...older] = current.previous;
  if (!back) throw new ReleaseError(`${remote} has no earlier version to roll back to`);
  return { state: { ...state, [remote]: { stable: back, previous: older, canary: null } }, version: back };
}
