// webpack configuration factory shared by the shell and the five remotes.
const path = require('node:path');
const webpack = require('webpack');
const zlib = require('node:zlib');
const TerserPlugin = require('terser-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { mfShared, PARTS } = require('./mf-shared.cjs');
const { FirstScreensPlugin } = require('./first-screens-plugin.cjs');

const repoRoot = path.resolve(__dirname, '../..');

const SEP = '[\\\\/]';

/** One async chunk per shared part: its re-export module and the packages behind it. */
function partChunks() {
  return Object.fromEntries(
    Object.entries(PARTS).map(([part, packages]) => {
      const inPackage = packages.map((pkg) => `${SEP}${pkg.replace('/', SEP)}${SEP}`).join('|');
      const test = new RegExp(`${inPackage}|${SEP}shared${SEP}src${SEP}${part}\\.ts$`);
      return [part, { test, chunks: 'async', enforce: true, name: part }];
    }),
  );
}

function baseConfig({ dir, mode, outputPath, publicPath }) {
  const production = mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: outputPath,
      publicPath,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic' } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        { test: /\.(svg|png|jpe?g|webp|mp3|ogg|webm|mp4)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      // Libraries' licence banners go to a `<file>.LICENSE.txt` beside each file (published with the site) instead of
      // into the JavaScript every phone downloads: React's four banners alone were about 0.5 KB of the first load.
      minimizer: [
        new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: { condition: 'some', banner: false } }),
      ],
      // A remote's texts in one language are one file (its own and every feature's locales/<lang>.json), not one
      // request per feature: a phone opening the area waits for one round trip, not for a dozen small files.
      splitChunks: {
        cacheGroups: {
          locales: {
            test: /[\\/]locales[\\/][a-z]{2}\.json$/,
            chunks: 'async',
            enforce: true,
            name: (module) => `locale-${path.basename(module.resource, '.json')}`,
          },
          // Each shared part (@abacus/shared/router, i18n-react, query) and what it re-exports of its packages are one
          // file, named in the manifest as the shared module's own: the remote map names it among a remote's first files.
          ...partChunks(),
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** What the servers send compressed (the API's twin: COMPRESSIBLE_FILE in api/src/http/content-encoding.ts); small files are not worth it. */
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
const COMPRESS_MIN_BYTES = 1024;

/**
 * Production builds write `name.br` and `name.gz` beside each text file, compressed once at the highest levels, so the
 * API (api/src/gateway/static-site.ts) and nginx (gzip_static) send them without compressing on every request: on a
 * phone's network the site's JavaScript is a third of its size.
 */
function precompressed(production) {
  if (!production) return [];
  const common = { test: COMPRESSIBLE, threshold: COMPRESS_MIN_BYTES, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      filename: '[path][base].gz',
    }),
    new CompressionPlugin({
      ...common,
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      filename: '[path][base].br',
    }),
  ];
}

/** The same copies for a file written after the build (scripts/prerender.mjs rewrites index.html). */
function writeCompressedCopies(file) {
  const fs = require('node:fs');
  const content = fs.readFileSync(file);
  for (const copy of [`${file}.gz`, `${file}.br`]) fs.rmSync(copy, { force: true });
  if (!COMPRESSIBLE.test(file) || content.length < COMPRESS_MIN_BYTES) return;
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

/** A remote: builds alone into dist/remotes/<name>/<version>/ with its mf-manifest.json. */
function remoteConfig({ dir, name, exposes }, argv = {}) {
  const pkg = require(path.join(dir, 'package.json'));
  const version = process.env.REMOTE_VERSION || pkg.version;
  const outRoot = process.env.REMOTES_OUT || path.join(repoRoot, 'dist/remotes');
  const config = baseConfig({
    dir,
    mode: argv.mode,
    outputPath: path.join(outRoot, name, version),
    publicPath: 'auto',
  });
  config.entry = { main: path.join(__dirname, 'empty-entry.js') };
  // `@/` is this remote's src/ (the same alias in its tsconfig.json and jest project).
  config.resolve.alias = { '@': path.join(dir, 'src') };
  // One chunk-loading global per version: a page that fetched chunks of one version (the manifest's preloads) and
  // then falls back to another (issue 14) must not run the first one's chunks under the second's runtime.
  config.output.uniqueName = `abacus_${name}_${version.replace(/[^0-9A-Za-z]/g, '_')}`;
  // Entry files live in a versioned folder; the federation runtime cannot take [contenthash] there.
  config.output.filename = '[name].js';
  config.plugins = [
    new webpack.DefinePlugin({
      __REMOTE_NAME__: JSON.stringify(name),
      __REMOTE_VERSION__: JSON.stringify(version),
    }),
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes,
      shared: mfShared(),
      library: { type: 'global', name: `abacus_remote_${name}` },
      manifest: true,
      dts: false,
      // A remote runs on the shell's federation runtime (externalRuntime; the shell provides it), never loads other
      // remotes itself (the shell's runtime does, through @abacus/shared's loadRemoteModule) and the shell reads the
      // manifests: the remote's entry carries none of that code (remoteEntry.js 27.9 -> 8.4 KB gzipped).
      experiments: {
        externalRuntime: true,
        optimization: { disableSnapshot: true, disableRemote: true, target: 'web' },
      },
    }),
    new FirstScreensPlugin(),
    ...precompressed(argv.mode !== 'development'),
  ];
  return config;
}

module.exports = { baseConfig, remoteConfig, precompressed, writeCompressedCopies, mfShared, repoRoot, COMPRESSIBLE };
