// The scripts a remote runs before its first screen (issue 15), for the remote map: without them named up front, a
// cold page asks for them one round trip after another (the manifest, then the entry and the `./app` module, then
// the shared libraries the shell does not provide, then the texts). They are read from the version's mf-manifest.json,
// its mf-stats.json (which shared libraries `./app` itself imports; the manifest lists the whole remote's) and the
// shell's manifest, none of which change for a version, so each is read once per version and shell build.
import fs from 'node:fs';
import path from 'node:path';
import { isLanguage } from '@abacus/contract/languages';
import { firstScreensOf } from '@abacus/contract/remote-paths';
import { type Remote, versionOfManifestUrl } from '@abacus/contract/releases';
import type { FirstFiles, RemoteMapAnswer, RemoteMapQuery } from '@abacus/contract/releases-schema';
import { versionDir } from './release-store.ts';

/** The part of an mf-stats.json read here: the shared libraries each exposed module imports itself. */
export interface ExposeStats {
  exposes: { name: string; requires?: string[] }[];
}

/** The parts of an mf-manifest.json read here. */
export interface AssetManifest {
  shared: { name: string; assets: { js: { sync: string[] } } }[];
  exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  metaData: { remoteEntry: { name: string; path?: string } };
}

/** A remote's first-screens.json (shared/webpack/first-screens-plugin.cjs): chunk name -> its files. */
export type ScreenFiles = Record<string, string[]>;

/** A version's first files, with the files of each of its named screens (URLs), which a path may add. */
export interface VersionFirstFiles extends FirstFiles {
  screens: ScreenFiles;
}

const LOCALE_CHUNK = /^locale-([a-z]{2})\.[0-9a-f]+\.js$/;

/**
 * The files of `remote`'s `./app` before its first screen, as URLs under `base` (the version's directory): its entry,
 * the module itself, the shared libraries it imports that the shell's manifest does not provide (the remote brings
 * its own; a library only its later screens use is left to them), the texts of each language, and the files of its
 * named screens (a version built without first-screens.json has none).
 */
export function firstFilesOf(
  manifest: AssetManifest,
  stats: ExposeStats,
  shell: Pick<AssetManifest, 'shared'>,
  base: string,
  screenFiles: ScreenFiles = {},
): VersionFirstFiles {
  const url = (file: string) => `${base}${file}`;
  const app = manifest.exposes.find((expose) => expose.name === 'app');
  const requires = new Set(stats.exposes.find((expose) => expose.name === 'app')?.requires ?? []);
  const provided = new Set(shell.shared.map((shared) => shared.name));
  const entry = manifest.metaData.remoteEntry;
  const files = [
    url(path.posix.join(entry.path ?? '', entry.name)),
    ...(app?.assets.js.sync ?? []).map(url),
    ...manifest.shared
      .filter((shared) => requires.has(shared.name) && !provided.has(shared.name))
      .flatMap((shared) => shared.assets.js.sync.map(url)),
  ];
  const locales: FirstFiles['locales'] = {};
  for (const file of app?.assets.js.async ?? []) {
    const language = LOCALE_CHUNK.exec(file)?.[1];
    if (isLanguage(language)) locales[language] = url(file);
  }
  const screens = Object.fromEntries(
    Object.entries(screenFiles).map(([name, names]) => [name, names.filter((file) => file.endsWith('.js')).map(url)]),
  );
  return { files: [...new Set(files)], locales, screens };
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

/** Reads and remembers first files per version and shell build; null where a manifest cannot be read. */
export function firstFilesReader(siteRoot: string) {
  const known = new Map<string, VersionFirstFiles | null>();
  return (remote: Remote, version: string): VersionFirstFiles | null => {
    const shellManifest = path.join(siteRoot, 'mf-manifest.json');
    let key: string;
    try {
      key = `${remote}@${version}@${fs.statSync(shellManifest).mtimeMs}`;
    } catch {
      return null;
    }
    if (!known.has(key)) {
      let files: VersionFirstFiles | null = null;
      try {
        const dir = versionDir(siteRoot, remote, version);
        const screens = path.join(dir, 'first-screens.json');
        files = firstFilesOf(
          readJson<AssetManifest>(path.join(dir, 'mf-manifest.json')),
          readJson<ExposeStats>(path.join(dir, 'mf-stats.json')),
          readJson<AssetManifest>(shellManifest),
          `/remotes/${remote}/${version}/`,
          fs.existsSync(screens) ? readJson<ScreenFiles>(screens) : {},
        );
      } catch {
        files = null;
      }
      if (known.size > 200) known.clear();
      known.set(key, files);
    }
    return known.get(key) ?? null;
  };
}

/**
 * The map with the first files of the remote asked for, in the language asked for (all languages without one), and
 * those of the screens `path` shows first (contract `firstScreensOf`).
 */
export function withFirstFiles(
  answer: RemoteMapAnswer,
  read: (remote: Remote, version: string) => VersionFirstFiles | null,
  wanted: RemoteMapQuery,
): RemoteMapAnswer {
  const remote = wanted.first;
  const manifest = remote ? answer.remotes[remote] : undefined;
  const version = manifest ? versionOfManifestUrl(manifest) : null;
  const files = remote && version ? read(remote, version) : null;
  if (!remote || !files) return { ...answer, first: {} };
  const { lang } = wanted;
  const texts = lang ? files.locales[lang] : undefined;
  const locales = !lang ? files.locales : texts ? { [lang]: texts } : {};
  const screens = wanted.path ? firstScreensOf(wanted.path).flatMap((name) => files.screens[name] ?? []) : [];
  return { ...answer, first: { [remote]: { files: [...new Set([...files.files, ...screens])], locales } } };
}
