const { remoteConfig } = require('@abacus/shared/webpack/build-config');

module.exports = (_env, argv) =>
  remoteConfig(
    {
      dir: __dirname,
      name: 'public',
      exposes: { './app': './src/app.tsx', './contract': './src/features/static-page/components/contract-text.tsx' },
    },
    argv,
  );
