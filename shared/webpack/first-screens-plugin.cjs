// Writes first-screens.json beside a remote's mf-manifest.json: the JavaScript files of each chunk group named
// `screen-*` (a lazy screen's import with a webpackChunkName), so the API's remote map can name a page's first screen
// with the remote's first files (api/src/releases/first-files.ts, issue 15). Without it the screen's code is asked
// for only once the remote's `./app` has run: a third script round trip before the page's first content.
const { Compilation, sources } = require('webpack');

const PREFIX = 'screen-';
const FILE = 'first-screens.json';

class FirstScreensPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstScreensPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the real content hashes renamed the files (PROCESS_ASSETS_STAGE_OPTIMIZE_HASH).
        { name: 'FirstScreensPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const screens = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (!name.startsWith(PREFIX)) continue;
            const files = group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
            screens[name] = [...new Set(files)].sort();
          }
          compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify(screens, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { FirstScreensPlugin };
