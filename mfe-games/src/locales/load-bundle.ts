// The remote's texts: src/locales/<lang>.json plus the own src/features/*/locales/<lang>.json of every feature
// and src/lib/*/locales/<lang>.json of every lib topic (each under its own top-level key), merged into the remote's one namespace. Features keep their
// texts beside their code, and two features never edit the same file.
import type { Language } from '@abacus/shared';

const featureTexts = import.meta.webpackContext('..', {
  recursive: true,
  regExp: /^\.\/(features|lib)\/.*\/locales\/[a-z]{2}\.json$/,
  mode: 'lazy',
});

type Bundle = Record<string, unknown>;

export async function loadBundle(lang: Language): Promise<Bundle> {
  const features = featureTexts.keys().filter((key) => key.endsWith(`/locales/${lang}.json`));
  const parts = await Promise.all([
    import(`./${lang}.json`),
    ...features.map((key) => featureTexts(key) as Promise<unknown>),
  ]);
  const bundle: Bundle = {};
  for (const part of parts as ({ default?: Bundle } & Bundle)[]) Object.assign(bundle, part.default ?? part);
  return bundle;
}
