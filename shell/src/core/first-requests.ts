// The answers every first page waits for (the region config, the remote map; a stored session's profile), asked for
// by the entry (index.ts) while the shared code loads, instead of after it. Only types and plain modules that import
// no shared library: the shared singletons are not negotiated yet when this runs. When the map arrives, the page's
// remote's first files are fetched (first-files.ts).
import type { RemoteMapAnswer } from '@abacus/contract/releases-schema';
import type { RegionConfig } from '@abacus/shared';
import { TOKEN_KEY } from '@abacus/shared/session/storage-keys';
import type { RemoteName } from './applications';
import { pageLanguage, fetchFirstFiles } from './first-files';

export type RemoteMap = Partial<Record<RemoteName, string>>;
export type RemoteMaps = { remotes: RemoteMap; fallbacks: RemoteMap; first?: RemoteMapAnswer['first'] };

/** The map of the API's answer; without the API, /remotes.json (the stable map). */
async function mapOf(answer: Promise<Response>): Promise<RemoteMaps> {
  try {
    const response = await answer;
    if (!response.ok) throw new Error(`remotes/map: ${response.status}`);
    return (await response.json()) as RemoteMapAnswer;
  } catch (error) {
    console.warn('No remote map from the API: the stable versions', error);
    const response = await fetch('/remotes.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`remotes.json: ${response.status}`);
    return { remotes: (await response.json()) as RemoteMap, fallbacks: {} };
  }
}

/** The API's map for this browser's session (canary, fallbacks); without the API, /remotes.json (the stable map). */
export function fetchRemoteMap(query = ''): Promise<RemoteMaps> {
  const token = localStorage.getItem(TOKEN_KEY);
  return mapOf(
    fetch(`/api/v1/remotes/map${query}`, {
      cache: 'no-store',
      headers: token ? { Authorization: `Token ${token}` } : {},
    }),
  );
}

async function regionConfigOf(answer: Promise<Response>): Promise<RegionConfig> {
  return (await (await answer).json()) as RegionConfig;
}
const fetchRegionConfig = () => regionConfigOf(fetch('/config/regions.json', { cache: 'no-cache' }));

/**
 * What the prerender gate (shell/public/prerender-gate.js) asked for before this script arrived. Nothing runs between
 * the two that could move the page elsewhere, so its answers are for this page's path.
 */
interface GateRequests {
  map: Promise<Response>;
  region: Promise<Response>;
  /** Set where the gate fetches the first files of the map's remote itself (app.html's). */
  firstFiles?: Promise<void>;
}
const gateRequests = () => (window as { abacusPrerenderGate?: { early?: GateRequests } }).abacusPrerenderGate?.early;

let early: {
  region: Promise<RegionConfig>;
  map: Promise<RemoteMaps>;
  profile: { token: string; answer: Promise<unknown> } | null;
} | null = null;

/**
 * Starts the first page's requests (or takes the gate's); called once by the entry. Failures surface where the answers
 * are used.
 */
export function askEarly(): void {
  const gate = gateRequests();
  const region = gate ? regionConfigOf(gate.region) : fetchRegionConfig();
  // The first page's path and language: the map names the first files of the remote that owns the path, in that
  // language (the gate asks the same).
  const path = window.location.pathname;
  const language = pageLanguage();
  const map = gate
    ? mapOf(gate.map)
    : fetchRemoteMap(`?${new URLSearchParams({ path, ...(language ? { lang: language } : {}) })}`);
  region.catch(() => undefined);
  if (!gate?.firstFiles) map.then(fetchFirstFiles).catch(() => undefined);
  const token = localStorage.getItem(TOKEN_KEY);
  // A signed-in visitor's profile (core/early-profile.ts), from a chunk of its own: a visitor of the landing page
  // does not download its code (the gate preloads it for a signed-in one).
  const profile = token
    ? {
        token,
        answer: import(/* webpackChunkName: "early-profile" */ './early-profile').then(
          ({ fetchProfileEarly }) => fetchProfileEarly(token, language),
          () => null,
        ),
      }
    : null;
  early = { region, map, profile };
}

/**
 * The profile asked for at start for `token`, once (a later refresh asks anew): null when none was asked for that
 * token or its answer was not a 200.
 */
export function takeEarlyProfile(token: string): Promise<unknown> {
  const profile = early?.profile;
  if (!early || profile?.token !== token) return Promise.resolve(null);
  early.profile = null;
  return profile.answer;
}

/** The region config asked for at start, or asked for now. */
export const firstRegionConfig = (): Promise<RegionConfig> => early?.region ?? fetchRegionConfig();

/** The remote map asked for at start, or asked for now; later maps (a new session) are fetched again. */
export const firstRemoteMap = (): Promise<RemoteMaps> => early?.map ?? fetchRemoteMap();
