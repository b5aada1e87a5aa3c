// The staff namespace: src/locales/<lang>.json and the locales/<lang>.json of every feature and lib topic, merged
// by the one loader of @abacus/shared. The frame uses the same loader, so whichever remote registers the
// namespace first (the staff remote, or the reports remote drawing the frame) loads all of it.
import { createBundleLoader } from '@abacus/shared';

export const loadBundle = createBundleLoader({
  own: (lang) => import(`./${lang}.json`),
  parts: import.meta.webpackContext('..', {
    recursive: true,
    regExp: /^\.\/(features|lib)\/.*\/locales\/[a-z]{2}\.json$/,
    mode: 'lazy',
  }),
});
