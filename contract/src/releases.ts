// Remote releases (issue 14): the five remotes, how a version is named, and the cookies a browser may carry to get
// a candidate. No zod here: the shell reads these on the landing page's first load.

export const REMOTES = ['public', 'student', 'games', 'staff', 'reports'] as const;
export type Remote = (typeof REMOTES)[number];

/** A published version: semver-like, safe as a folder name and in a URL. */
export const VERSION_RE = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]{1,40})?$/;

export const isRemote = (name: string): name is Remote => (REMOTES as readonly string[]).includes(name);

/** Testers' opt-in: every remote's canary, whatever its share of users. Set by GET remotes/testers?join=1. */
export const TESTER_COOKIE = 'abacus_canary';
/** One published version of one remote for this browser only (`games@0.2.0`): the release smoke test's way in. */
export const PREVIEW_COOKIE = 'abacus_preview';

/** The manifest URL of a published version, under the site root. */
export const manifestUrl = (remote: Remote, version: string) => `/remotes/${remote}/${version}/mf-manifest.json`;

/** The version a manifest URL of `manifestUrl`'s shape names, or null. */
export const versionOfManifestUrl = (url: string): string | null =>
  /^\/remotes\/[^/]+\/([^/]+)\/mf-manifest\.json$/.exec(url)?.[1] ?? null;
