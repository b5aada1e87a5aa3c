const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { baseConfig, mfShared, precompressed, repoRoot } = require('@abacus/shared/webpack/build-config');

/** An SVG file as a `data:` URL: URL-encoded but for the characters a URL keeps as they are (shorter than base64). */
function svgDataUrl(file) {
  const kept = { '%20': ' ', '%3D': '=', '%3A': ':', '%2F': '/', '%22': "'" };
  const encoded = encodeURIComponent(fs.readFileSync(file, 'utf8').trim());
  return `data:image/svg+xml,${encoded.replace(/%(20|3D|3A|2F|22)/g, (code) => kept[code])}`;
}

const SEP = '[\\\\/]';
const EVERY_PAGE = new RegExp(
  [
    `${SEP}node_modules${SEP}(react|i18next|react-i18next|rxjs|tslib|single-spa)${SEP}`,
    `${SEP}shared${SEP}src${SEP}(?!router\\.ts|query\\.ts)`,
    `${SEP}(contract|shell)${SEP}src${SEP}`,
  ].join('|'),
);
/** Apart: what only a signed-in visitor runs, and the texts (one file per language). */
const NOT_EVERY_PAGE =
  /[\\/]shell[\\/]src[\\/]core[\\/](api-interceptors|early-profile|device-headers|build-id)\.ts$|[\\/]locales[\\/][a-z]{2}\.json$/;

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
  // What every page of the shell runs is one file (React, i18next, @abacus/shared and its bus, the shell's own code),
  // not ten: on a phone's connection each request costs a round trip of its own (issue 15, docs/decisions.md).
  // Not in it: React's DOM renderer (a file of its own, the largest: app.html asks for it first), what only a signed-in
  // visitor runs (the API client's setup, the early profile: its own chunk, which must not wait for the shared
  // libraries), and the router and query parts, which the remotes bring.
  config.optimization.splitChunks.cacheGroups.everyPage = {
    test: (module) => {
      // (The shell's texts' index is a context module: its name is its folder's.)
      const name = module.nameForCondition?.() || (module.constructor.name === 'ContextModule' ? module.context : '');
      return EVERY_PAGE.test(name) && !NOT_EVERY_PAGE.test(name);
    },
    chunks: 'async',
    enforce: true,
    name: 'every-page',
    priority: 10,
  };
  config.optimization.splitChunks.cacheGroups.reactDom = {
    test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
    chunks: 'async',
    enforce: true,
    name: 'react-dom',
    priority: 10,
  };
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
      // The icon is in the page itself: a request of its own held one of the browser's six connections to the site
      // while the first screen's files queued behind them.
      templateParameters: { buildId, favicon: svgDataUrl(path.join(__dirname, 'public/favicon.svg')) },
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
