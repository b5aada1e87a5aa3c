const { remoteConfig } = require('@abacus/shared/webpack/build-config');

module.exports = (_env, argv) =>
  remoteConfig(
    {
      dir: __dirname,
      name: 'staff',
      exposes: {
        './app': './src/app.tsx',
        './frame': './src/features/frame/components/staff-frame.tsx',
        './page-editor': './src/features/static-pages/components/page-editor.tsx',
      },
    },
    argv,
  );
