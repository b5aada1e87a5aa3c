const { remoteConfig } = require('@abacus/shared/webpack/build-config');

module.exports = (_env, argv) =>
  remoteConfig(
    {
      dir: __dirname,
      name: 'games',
      exposes: { './app': './src/app.tsx', './game-list': './src/features/game-list/exposed.tsx' },
    },
    argv,
  );
