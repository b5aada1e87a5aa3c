// GET remotes/map and POST remotes/failures (issue 14): which version of each remote a browser loads, the version it
// falls back to when that one fails to load, and the report of such a failure.
import { z } from 'zod';
import { REMOTES, VERSION_RE } from './releases.ts';

const remote = z.enum(REMOTES);
const manifests = z.partialRecord(remote, z.string());

export const remoteMap = z.object({
  /** name -> manifest URL of the version to load. */
  remotes: manifests,
  /** name -> manifest URL of its last known good version, when it differs from the one to load. */
  fallbacks: manifests,
});
export type RemoteMapAnswer = z.infer<typeof remoteMap>;

export const remoteFailure = z.object({
  remote,
  version: z.string().regex(VERSION_RE),
  fallback: z.string().regex(VERSION_RE).nullable(),
  message: z.string().max(500),
});
export type RemoteFailure = z.infer<typeof remoteFailure>;

export const testersQuery = z.object({ join: z.enum(['0', '1']) });
