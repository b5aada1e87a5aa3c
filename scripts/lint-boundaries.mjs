// Lint rule that Biome cannot express (its import rules match the written path, not the file it resolves to):
// no feature imports another feature. In each remote, code under src/features/<name>/ may import its own feature,
// src/lib/, shared packages and libraries, never src/features/<other>/ (by a relative path, the @/ alias, a dynamic
// import(), require() or jest.mock()). What several features use lives in src/lib/; pages made of several features
// are composed in src/app/. Prints each offence as file:line and exits 1 when there is one.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { root } from './setup.mjs';

const SPECIFIER =
  /(?:from\s+|import\s*\(\s*|require\s*\(\s*|jest\.(?:mock|requireActual)\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(tsx?|jsx?|mjs|cjs)$/.test(entry.name) ? [path] : [];
  });
}

/** The feature a path belongs to, or null when it is outside src/features/. */
function featureOf(path, featuresDir) {
  const rel = relative(featuresDir, path);
  return rel.startsWith('..') || rel === '' ? null : rel.split(sep)[0];
}

export function boundaryOffences(repoRoot = root) {
  const offences = [];
  const remotes = readdirSync(repoRoot).filter((name) => name.startsWith('mfe-'));
  for (const remote of remotes) {
    const src = join(repoRoot, remote, 'src');
    const featuresDir = join(src, 'features');
    let files;
    try {
      files = sourceFiles(featuresDir);
    } catch {
      continue;
    }
    for (const file of files) {
      const own = featureOf(file, featuresDir);
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(SPECIFIER)) {
        const specifier = match[1];
        let target;
        if (specifier.startsWith('.')) target = resolve(dirname(file), specifier);
        else if (specifier.startsWith('@/')) target = join(src, specifier.slice(2));
        else continue;
        const other = featureOf(target, featuresDir);
        if (other && other !== own) {
          const line = text.slice(0, match.index).split('\n').length;
          offences.push(
            `${relative(repoRoot, file)}:${line}: feature "${own}" imports feature "${other}" ('${specifier}'); move what both use to src/lib/ or compose them in src/app/`,
          );
        }
      }
    }
  }
  return offences;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const offences = boundaryOffences();
  for (const offence of offences) console.error(offence);
  console.log(offences.length ? `${offences.length} imports across features` : 'No imports across features.');
  process.exit(offences.length ? 1 : 0);
}
