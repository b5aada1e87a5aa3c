const { remoteConfig } = require('@abacus/shared/webpack/build-config');

module.exports = (_env, argv) =>
  remoteConfig({ dir: __dirname, name: 'reports', exposes: { './app': './src/app.tsx' } }, argv);
