// The compatibility gate of a candidate remote version (issue 14 "Releasing one remote"), pure: it is refused when
// its mf-manifest.json lacks a module the shell or another remote loads from it, or when a shared singleton it was
// built with does not agree with the version the host or another remote provides (the first to load wins, so
// both must accept each other's version), or when it was built by another Module Federation minor version than the
// shell: a remote runs on the shell's federation runtime (experiments.externalRuntime), which it does not carry.
import semver from 'semver';
import type { Remote } from '@abacus/contract/releases';

export interface SharedEntry {
  name: string;
  version: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

/** The parts of a Module Federation 2 mf-manifest.json the gate reads. */
export interface Manifest {
  name: string;
  shared: SharedEntry[];
  exposes: { name: string; path?: string }[];
  /** The Module Federation plugin version that built it. */
  metaData?: { pluginVersion?: string };
}

/** Who loads which module of a remote: `./app` by the shell, `./frame` of staff by reports... */
export type ExposeUses = Partial<Record<Remote, Map<string, string[]>>>;

const exposedNames = (manifest: Manifest) =>
  new Set(manifest.exposes.map((e) => `./${(e.path ?? e.name).replace(/^\.\//, '')}`));

function accepts(required: string | false | undefined, version: string): boolean {
  if (!required) return true;
  return semver.satisfies(version, required, { includePrerelease: true });
}

/**
 * The reasons to refuse `candidate` as the new version of `remote`; none when it may go live beside the host (the
 * shell's manifest) and the other remotes' live manifests.
 */
export function compatibilityProblems(
  remote: Remote,
  candidate: Manifest,
  host: Manifest,
  others: Partial<Record<Remote, Manifest>>,
  uses: ExposeUses,
): string[] {
  const problems: string[] = [];
  if (candidate.name !== remote) problems.push(`its manifest is named ${candidate.name}, not ${remote}`);
  const exposed = exposedNames(candidate);
  for (const [module, users] of uses[remote] ?? new Map<string, string[]>()) {
    if (!exposed.has(module)) problems.push(`it does not expose ${module}, which ${users.join(', ')} loads`);
  }
  const mine = semver.coerce(candidate.metaData?.pluginVersion);
  const shells = semver.coerce(host.metaData?.pluginVersion);
  if (mine && shells && (mine.major !== shells.major || mine.minor !== shells.minor))
    problems.push(
      `it was built by Module Federation ${mine.version} and runs on the shell's runtime, which is ${shells.version}`,
    );
  const providers: [string, Manifest][] = [
    ['the shell', host],
    ...Object.entries(others).filter(([name]) => name !== remote),
  ] as [string, Manifest][];
  for (const mine of candidate.shared.filter((s) => s.singleton)) {
    for (const [who, manifest] of providers) {
      const theirs = manifest.shared.find((s) => s.name === mine.name);
      if (!theirs) continue;
      if (!accepts(mine.requiredVersion, theirs.version))
        problems.push(`it requires ${mine.name} ${mine.requiredVersion}, ${who} provides ${theirs.version}`);
      else if (!accepts(theirs.requiredVersion, mine.version))
        problems.push(`${who} requires ${mine.name} ${theirs.requiredVersion}, it provides ${mine.version}`);
    }
  }
  return problems;
}
