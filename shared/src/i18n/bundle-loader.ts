// How every remote loads its texts: its own src/locales/<lang>.json, merged with the texts features and lib
// topics keep beside their code (src/features/*/locales/<lang>.json, src/lib/*/locales/<lang>.json), each
// under its own top-level key, into the remote's one namespace. Two features never edit the same file.
import type { BundleLoader } from './i18n';
import type { Language } from './languages';

type Bundle = Record<string, unknown>;

/** What webpack's lazy `import.meta.webpackContext(dir, { mode: 'lazy' })` gives: the files, and a loader of each. */
export interface TextFiles {
  keys(): string[];
  (key: string): unknown;
}

interface Sources {
  /** The remote's own texts, e.g. `(lang) => import(`./locales/${lang}.json`)`. */
  own: (lang: Language) => Promise<unknown>;
  /** Texts beside the code, found by their path `.../locales/<lang>.json`. */
  parts?: TextFiles;
}

const contentOf = (module: unknown) => ((module as { default?: Bundle }).default ?? module) as Bundle;

export function createBundleLoader({ own, parts }: Sources): BundleLoader {
  return async (lang) => {
    const keys = parts ? parts.keys().filter((key) => key.endsWith(`/locales/${lang}.json`)) : [];
    const loaded = await Promise.all([own(lang), ...keys.map((key) => parts!(key))]);
    return Object.assign({}, ...loaded.map(contentOf)) as Bundle;
  };
}
