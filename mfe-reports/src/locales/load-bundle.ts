// The reports namespace: src/locales/<lang>.json and the locales/<lang>.json of every feature and lib topic,
// merged by the one loader of @abacus/shared (as the staff remote does).
import { createBundleLoader } from '@abacus/shared';

export const loadBundle = createBundleLoader({
  own: (lang) => import(`./${lang}.json`),
  parts: import.meta.webpackContext('..', {
    recursive: true,
    regExp: /^\.\/(features|lib)\/.*\/locales\/[a-z]{2}\.json$/,
    mode: 'lazy',
  }),
});
