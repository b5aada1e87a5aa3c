// webpack configuration factory shared by the shell and the five remotes.
const path = require('node:path');
const webpack = require('webpack');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { mfShared } = require('./mf-shared.cjs');

const repoRoot = path.resolve(__dirname, '../..');

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
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
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
    }),
  ];
  return config;
}

module.exports = { baseConfig, remoteConfig, mfShared, repoRoot };
