// The one sharing policy for every Module Federation build (shell and remotes).
// Each entry is a singleton: React, the router, i18n, the query client, axios and the @abacus/shared
// package itself exist exactly once in the composed app. A shared module is loaded whole (no tree-shaking), so
// the router is shared as @abacus/shared/router, the part of react-router-dom the remotes use, react-i18next as
// @abacus/shared/i18n-react (useTranslation, I18nextProvider, initReactI18next), TanStack Query as
// @abacus/shared/query, and rxjs is not
// in the list: the bus's subjects already exist once because they live in @abacus/shared; remotes may bundle the
// few rxjs operators they use.
const sharedPkg = require('../package.json');

const versionOf = (dep) => {
  const base = dep.startsWith('react-dom/') ? 'react-dom' : dep.startsWith('react/') ? 'react' : dep;
  return sharedPkg.dependencies[base];
};

const SINGLETONS = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'i18next', 'axios'];

function mfShared() {
  const shared = Object.fromEntries(
    SINGLETONS.map((dep) => [dep, { singleton: true, requiredVersion: versionOf(dep) }]),
  );
  for (const name of ['@abacus/shared', '@abacus/shared/router', '@abacus/shared/i18n-react', '@abacus/shared/query'])
    shared[name] = { singleton: true, requiredVersion: sharedPkg.version, version: sharedPkg.version };
  return shared;
}

module.exports = { mfShared, SINGLETONS };
