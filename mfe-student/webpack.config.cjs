const { remoteConfig } = require('@abacus/shared/webpack/build-config');

module.exports = (_env, argv) =>
  remoteConfig(
    {
      dir: __dirname,
      name: 'student',
      exposes: { './app': './src/app.tsx', './character': './src/lib/character/exposed.tsx' },
    },
    argv,
  );
