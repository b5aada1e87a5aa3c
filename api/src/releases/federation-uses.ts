// Which exposed modules of each remote are loaded, and by whom, read from the sources of the shell and the remotes:
// the shell mounts every remote's `./app`; a remote loads another's module with
// `useRemoteModule('staff', './frame')`, `loadRemoteModule('student', './character')` or
// `<RemotePart remote="games" exposed="./game-list">`. The compatibility gate refuses a version without one of them.
import fs from 'node:fs';
import path from 'node:path';
import { isRemote, REMOTES } from '@abacus/contract/releases';
import type { ExposeUses } from './compatibility.ts';

const CALL = /(?:useRemoteModule|loadRemoteModule)\s*(?:<[^>]*>)?\s*\(\s*['"]([a-z]+)['"]\s*,\s*['"](\.\/[\w-]+)['"]/g;
const PART = /remote=["']([a-z]+)["']\s+exposed=["'](\.\/[\w-]+)["']/g;

/** The uses found in one source text, by a consumer. */
export function usesIn(text: string): [string, string][] {
  return [...text.matchAll(CALL), ...text.matchAll(PART)].map((m) => [m[1], m[2]]);
}

function sourcesOf(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => /\.tsx?$/.test(f) && !/(__tests__|\.test\.)/.test(f))
    .map((f) => path.join(dir, f));
}

export function federationUses(repoRoot: string): ExposeUses {
  const uses: ExposeUses = {};
  const add = (remote: string, module: string, consumer: string) => {
    if (!isRemote(remote)) return;
    const modules = uses[remote] ?? new Map<string, string[]>();
    uses[remote] = modules;
    const consumers = modules.get(module) ?? [];
    if (!consumers.includes(consumer)) modules.set(module, [...consumers, consumer]);
  };
  for (const remote of REMOTES) add(remote, './app', 'the shell');
  for (const consumer of REMOTES) {
    for (const file of sourcesOf(path.join(repoRoot, `mfe-${consumer}`, 'src'))) {
      for (const [remote, module] of usesIn(fs.readFileSync(file, 'utf8'))) {
        if (remote !== consumer) add(remote, module, consumer);
      }
    }
  }
  return uses;
}
