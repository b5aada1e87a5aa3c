// GET remotes/map and POST remotes/failures (issue 14): which version of each remote a browser loads, the version it
// falls back to when that one fails to load, and the report of such a failure.
import { z } from 'zod';
import { LANGUAGES } from './languages.ts';
import { REMOTES, VERSION_RE } from './releases.ts';

const remote = z.enum(REMOTES);
const manifests = z.partialRecord(remote, z.string());

export const firstFiles = z.object({
  files: z.array(z.string()),
  locales: z.partialRecord(z.enum(LANGUAGES), z.string()),
});
export type FirstFiles = z.infer<typeof firstFiles>;

export const remoteMap = z.object({
  /** name -> manifest URL of the version to load. */
  remotes: manifests,
  /** name -> manifest URL of its last known good version, when it differs from the one to load. */
  fallbacks: manifests,
  /**
   * name -> the scripts the version to load runs before its first screen (its entry, its `./app` module, the shared
   * libraries the shell does not provide, and its texts per language), so the shell can ask for them at once when
   * the map arrives instead of one after another (issue 15). Only for the remote asked for by `?first=` (and its
   * texts in `?lang=` only); empty where none was asked for or the manifests cannot be read.
   */
  first: z.partialRecord(remote, firstFiles).optional(),
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

/**
 * The first page's remote and language: the map then names that remote's first files, in that language only.
 * `path`: the page's path, whose remote it is (the page's first script asks before the shell has loaded; the shell
 * asks the same). `first`: the remote by name, as shells built before `path` ask (a tab open across a deployment).
 */
export const remoteMapQuery = z.object({
  first: remote.optional(),
  path: z.string().startsWith('/').max(2000).optional(),
  lang: z.enum(LANGUAGES).optional(),
});
export type RemoteMapQuery = z.infer<typeof remoteMapQuery>;
