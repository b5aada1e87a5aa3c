// Which version of each remote one browser loads (issue 14 "Canary"), pure: the stable version; the canary for a
// share of signed-in users (a hash of remote and user id, so a user keeps their side between visits and each remote
// samples its own users), for the users it names, and for testers who opted in by cookie; a published version
// previewed by cookie. The fallback is the last known good version: stable under a canary or a preview, the
// previous stable under a stable version.
import { createHash } from 'node:crypto';
import { manifestUrl, REMOTES, type Remote } from '@abacus/contract/releases';
import type { RemoteMapAnswer } from '@abacus/contract/releases-schema';
import type { ReleaseState } from './release-state.ts';

export interface Visitor {
  userId: number | null;
  tester: boolean;
  /** remote -> version asked for by the preview cookie (already checked to be published). */
  previews: Partial<Record<Remote, string>>;
}

/** 0-99, stable for one remote and one user. */
export function bucketOf(remote: Remote, userId: number): number {
  return createHash('sha256').update(`${remote}:${userId}`).digest().readUInt32BE(0) % 100;
}

function versionFor(state: ReleaseState, remote: Remote, visitor: Visitor): string {
  const preview = visitor.previews[remote];
  if (preview) return preview;
  const { stable, canary } = state[remote];
  if (!canary) return stable;
  if (visitor.tester) return canary.version;
  if (visitor.userId === null) return stable;
  if (canary.users.includes(visitor.userId)) return canary.version;
  return bucketOf(remote, visitor.userId) < canary.percent ? canary.version : stable;
}

export function remoteMapFor(state: ReleaseState, visitor: Visitor): RemoteMapAnswer {
  const answer: RemoteMapAnswer = { remotes: {}, fallbacks: {} };
  for (const remote of REMOTES) {
    const version = versionFor(state, remote, visitor);
    const { stable, previous } = state[remote];
    const fallback = version === stable ? previous[0] : stable;
    answer.remotes[remote] = manifestUrl(remote, version);
    if (fallback && fallback !== version) answer.fallbacks[remote] = manifestUrl(remote, fallback);
  }
  return answer;
}

/** `games@0.2.0,staff@0.3.1` -> {games: '0.2.0', staff: '0.3.1'}; anything malformed is ignored. */
export function parsePreviews(cookie: string | undefined): Partial<Record<Remote, string>> {
  const previews: Partial<Record<Remote, string>> = {};
  for (const item of (cookie ?? '').split(',')) {
    const [name, version] = item.trim().split('@');
    if (version && (REMOTES as readonly string[]).includes(name)) previews[name as Remote] = version;
  }
  return previews;
}
