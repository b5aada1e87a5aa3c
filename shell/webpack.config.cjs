const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { baseConfig, mfShared, precompressed, repoRoot } = require('@abacus/shared/webpack/build-config');

/** The shell builds into dist/ (root of the site); remotes build into dist/remotes/<name>/<version>/. */
module.exports = (_env, argv) => {
  const out = process.env.SHELL_OUT || path.join(repoRoot, 'dist');
  const buildId = process.env.SHELL_BUILD_ID || `${Date.now().toString(36)}`;
  const config = baseConfig({ dir: __dirname, mode: argv.mode, outputPath: out, publicPath: '/' });
  config.output.clean = { keep: /^(remotes|remotes\.json)/ };
  config.output.uniqueName = 'abacus_shell';
  config.entry = { main: './src/index.ts' };
  // The federation runtime cannot take [contenthash] in entry names: the HTML adds ?hash instead.
  config.output.filename = '[name].js';
  // The runtime the remotes use (experiments.provideExternalRuntime) is the shell's own copy: the plugin that hands
  // it over is taken as ES module, like the rest of the federation runtime, not its CommonJS twin with a second copy.
  const injectPlugin = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [require.resolve('@module-federation/enhanced')],
  });
  config.resolve.alias = { [`${injectPlugin}$`]: injectPlugin.replace(/\.cjs$/, '.js') };
  config.plugins = [
    new webpack.DefinePlugin({ __SHELL_BUILD__: JSON.stringify(buildId) }),
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: mfShared(),
      // A library the shell loads late (axios, on the first API call) is taken from what is already in the page or
      // the shell's own copy: 'version-first' would first fetch every registered remote's entry to compare versions.
      shareStrategy: 'loaded-first',
      dts: false,
      // Browser only: the runtime's Node.js loading code is left out.
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
    new HtmlWebpackPlugin({
      template: './public/index.html',
      inject: 'body',
      scriptLoading: 'defer',
      hash: true,
      templateParameters: { buildId },
    }),
    {
      apply(compiler) {
        compiler.hooks.thisCompilation.tap('ShellStatic', (compilation) => {
          compilation.hooks.processAssets.tap(
            { name: 'ShellStatic', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
            () => {
              const { RawSource } = webpack.sources;
              const sw = fs
                .readFileSync(path.join(__dirname, 'public/sw.js'), 'utf8')
                .replaceAll('__SHELL_BUILD__', buildId);
              compilation.emitAsset('sw.js', new RawSource(sw));
              compilation.emitAsset('shell-version.json', new RawSource(JSON.stringify({ version: buildId })));
              compilation.emitAsset(
                'config/regions.json',
                new RawSource(fs.readFileSync(path.join(repoRoot, 'deploy/regions.json'))),
              );
              compilation.emitAsset(
                'ui.css',
                new RawSource(fs.readFileSync(require.resolve('@abacus/shared/ui/ui.css'))),
              );
              compilation.emitAsset(
                'favicon.svg',
                new RawSource(fs.readFileSync(path.join(__dirname, 'public/favicon.svg'))),
              );
            },
          );
        });
      },
    },
    ...precompressed(argv.mode !== 'development'),
  ];
  return config;
};
