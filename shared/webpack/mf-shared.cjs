// The one sharing policy for every Module Federation build (shell and remotes).
// Each entry is a singleton: React, i18n, axios, the @abacus/shared package and the library parts below exist
// exactly once in the composed app. A shared module is loaded whole (no tree-shaking), so the router, react-i18next
// and TanStack Query are shared as the parts the app uses (PARTS), and rxjs is not in the list: the bus's subjects
// already exist once because they live in @abacus/shared; remotes may bundle the few rxjs operators they use.
const sharedPkg = require('../package.json');

const versionOf = (dep) => {
  const base = dep.startsWith('react-dom/') ? 'react-dom' : dep.startsWith('react/') ? 'react' : dep;
  return sharedPkg.dependencies[base];
};

const SINGLETONS = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'i18next', 'axios'];

/**
 * @abacus/shared/<part>: shared/src/<part>.ts re-exports what the app uses of these packages; the lint (biome.json)
 * refuses the packages themselves, and each part is built as one file (build-config.cjs).
 */
const PARTS = {
  router: ['react-router', 'react-router-dom'],
  'i18n-react': ['react-i18next'],
  query: ['@tanstack/react-query', '@tanstack/query-core'],
};

function mfShared() {
  const shared = Object.fromEntries(
    SINGLETONS.map((dep) => [dep, { singleton: true, requiredVersion: versionOf(dep) }]),
  );
  for (const name of ['@abacus/shared', ...Object.keys(PARTS).map((part) => `@abacus/shared/${part}`)])
    shared[name] = { singleton: true, requiredVersion: sharedPkg.version, version: sharedPkg.version };
  return shared;
}

module.exports = { mfShared, SINGLETONS, PARTS };
