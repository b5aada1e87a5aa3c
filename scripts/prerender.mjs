// The landing page as HTML in dist/index.html (issue 15): a phone on a slow network paints the page's text before any
// JavaScript arrives, instead of after the shell, the federation runtime, the public remote and a React render.
// After the build, the built site is opened at / in headless Chromium (served here by a bare static server: the API's
// calls find nothing, so nothing depends on a database), and what the public remote drew is written into index.html:
// - its markup, inside the very element single-spa mounts the public remote into (React replaces it with the same
//   markup when the remote mounts: nothing moves), marked data-prerendered and inert until then;
// - the styles the page had in <head> (the remotes' styles), in <style id="prerendered-styles">;
// - prerender-gate.js in <head>, which turns both on before the first paint only where the app would show exactly
//   this page (at /, to a visitor not signed in, in English: shell/public/prerender-gate.js); they are off otherwise.
// Skipped, with a warning, where there is no Chromium: the site then draws as before.
// Beside it, app.html, the page of every other path (appPage): the shell's page with the app's own gate and the
// shell's first files named in <head>, so a signed-in page's downloads start with the HTML.
// The shell's page as built is kept beside it (index.source.html), so the landing page can be prerendered again from
// another version of the public remote: `pnpm release promote public` and `rollback public` do
// (`node scripts/prerender.mjs <site>`). If that fails, index.html goes back to the page as built (drawn by JavaScript
// only), never staying the old version's HTML.
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { minify } from '@swc/core';
import buildConfig from '../shared/webpack/build-config.cjs';
import { importTs } from './repo-modules.mjs';
import { CHROMIUM, CHROMIUM_ARGS, root } from './setup.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.mp3': 'audio/mpeg',
};
export const MARK = 'data-prerendered';
/** The shell's index.html as built, before the landing page was prerendered into it. */
export const SOURCE_FILE = 'index.source.html';
/** The page of every other path (appPage). */
export const APP_PAGE = 'app.html';
/** The shell's script tag as html-webpack-plugin writes it (shell/webpack.config.cjs: defer, ?hash). */
const MAIN_SCRIPT = /<script defer="defer" src="(\/main\.js\?[0-9a-f]+)"><\/script>/;
/** The shell's root element in index.html, with the spinner it shows until the shell draws (shell/public/index.html). */
const SHELL_UI = /<div id="shell-ui">(?:<div class="ui-spinner"[^>]*><\/div>)?<\/div>/;

/** Replaces a file of a site that may be serving (a release): readers get the old file or the new one, whole. */
function replaceFile(file, text) {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
  buildConfig.writeCompressedCopies(file);
}

/**
 * The site folder over HTTP, the shell's page as built (`shellPage`) for / and unknown pages; the API's calls get 404
 * (the page then shows no data, as for a fresh school: a 503 would make the shell show its "unavailable" page
 * instead). Without the API the shell takes the remotes' stable versions from remotes.json.
 */
function serve(site, shellPage) {
  return createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (path.startsWith('/api/')) {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"detail":"Not found."}');
      return;
    }
    const file = normalize(join(site, path));
    if (!file.startsWith(site) || !existsSync(file) || path.endsWith('/') || path.endsWith('.html')) {
      res.writeHead(200, { 'Content-Type': TYPES['.html'] }).end(shellPage);
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
}

/** The gate's file for index.html, and for app.html. */
export const GATE = { landing: 'prerender-gate.js', app: 'app-gate.js' };

/**
 * The gate with the build's values: hosts whose language is forced, the interface languages, and whether it is
 * app.html's (`app`).
 */
export async function gateScript({ app = false } = {}) {
  const { LANGUAGES } = await importTs('contract/src/languages.ts');
  const regions = JSON.parse(readFileSync(join(root, 'deploy/regions.json'), 'utf8'));
  const forced = regions.rules.filter((r) => r.forcedLanguage).map((r) => [r.hostPattern, r.forcedLanguage]);
  return readFileSync(join(root, 'shell/public/prerender-gate.js'), 'utf8')
    .replaceAll('__FORCED_HOSTS__', JSON.stringify(forced))
    .replaceAll('__LANGUAGES__', JSON.stringify(LANGUAGES))
    .replaceAll('__APP_PAGE__', JSON.stringify(app));
}

/**
 * What the gate shows when the app's script cannot be downloaded: a message and Reload in every interface language
 * (shell/public/load-failed-texts.json), as a template in index.html; the gate picks the page's language.
 */
export async function loadFailedTemplate() {
  const { LANGUAGES, RTL_LANGUAGES } = await importTs('contract/src/languages.ts');
  const texts = JSON.parse(readFileSync(join(root, 'shell/public/load-failed-texts.json'), 'utf8'));
  const html = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  const messages = LANGUAGES.map((lang) => {
    const dir = RTL_LANGUAGES.has(lang) ? 'rtl' : 'ltr';
    return `<div class="ui-load-failed" role="alert" lang="${lang}" dir="${dir}"><p>${html(texts[lang].text)}</p><button type="button" class="ui-btn">${html(texts[lang].reload)}</button></div>`;
  });
  return `<template id="load-failed">${messages.join('')}</template>`;
}

/**
 * The shared library every app page runs before its first screen that main.js asks for last and that is the largest
 * (React's DOM renderer, 55 KB of the first load's JavaScript; the shell's manifest names its file). Only it: the other
 * libraries arrive with main.js's first requests anyway, and every file preloaded beside main.js takes bandwidth from
 * main.js itself, which the page's remote waits for (pnpm bench lighthouse measured both).
 */
const FIRST_LIBRARIES = ['react-dom/client'];
/** What a signed-in visitor's first screen also needs: the API client (and the shell's chunks below). */
const SESSION_LIBRARIES = ['axios'];
/** The shell's chunks a signed-in visitor's first page runs (shell/src/bootstrap.tsx, core/first-requests.ts). */
const SESSION_CHUNKS = /^(api-interceptors|early-profile)\.[0-9a-f]+\.js$/;
const SHELL_LOCALE_CHUNK = /^locale-([a-z]{2})\.[0-9a-f]+\.js$/;

/**
 * The shell's files the gate asks for beside main.js on every page but the prerendered landing page (issue 15):
 * main.js would ask for them only once it has been downloaded and run, one round trip later on a phone. As the
 * gate's data attributes: `preload` for every page, `preloadSession` for a signed-in visitor, `locale_<lang>` the
 * shell's texts in each language.
 */
export function gatePreloads(site) {
  const manifest = JSON.parse(readFileSync(join(site, 'mf-manifest.json'), 'utf8'));
  const filesOf = (names) =>
    names.flatMap((name) => manifest.shared.find((shared) => shared.name === name)?.assets.js.sync ?? []);
  const files = readdirSync(site);
  const url = (file) => `/${file}`;
  return {
    preload: [...new Set(filesOf(FIRST_LIBRARIES))].map(url).join(' '),
    preloadSession: [...filesOf(SESSION_LIBRARIES), ...files.filter((f) => SESSION_CHUNKS.test(f))].map(url).join(' '),
    locales: files
      .map((file) => [SHELL_LOCALE_CHUNK.exec(file)?.[1], file])
      .filter(([lang]) => lang)
      .map(([lang, file]) => [lang, url(file)]),
  };
}

async function snapshot(base) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, '--lang=en-US'] });
  try {
    const page = await browser.newPage({ locale: 'en-US', serviceWorkers: 'block' });
    // The shell's scripts the page runs, in the order asked for (its own chunks and the shared libraries it provides,
    // not the remote's files): every app page runs them (appPage).
    const scripts = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'script' && !pathname.startsWith('/remotes/')) scripts.push(pathname);
    });
    await page.goto(`${base}/`, { timeout: 120_000 });
    await page.locator('[data-remote=public] .public-hero h1').waitFor({ timeout: 120_000 });
    await page.waitForLoadState('networkidle');
    const taken = await page.evaluate((mark) => {
      const area = document.getElementById('single-spa-application:public');
      const markup = area.firstElementChild.cloneNode(true);
      // Text React wrote as two nodes side by side ("© " and the year) would come back from the HTML as one, and the
      // app's hydration would not match it: between them goes the `<!-- -->` React's own server rendering writes.
      const texts = document.createTreeWalker(markup, NodeFilter.SHOW_TEXT);
      const joined = [];
      while (texts.nextNode())
        if (texts.currentNode.nextSibling?.nodeType === Node.TEXT_NODE) joined.push(texts.currentNode);
      for (const text of joined) text.after(document.createComment(' '));
      markup.setAttribute(mark, '');
      // Nothing in it can be clicked, focused or typed into before the app takes over (what was typed would be lost).
      markup.setAttribute('inert', '');
      const styles = [...document.head.querySelectorAll('style')].map((s) => s.textContent).join('\n');
      return { html: markup.outerHTML, styles };
    }, MARK);
    return { ...taken, scripts: [...new Set(scripts)] };
  } finally {
    await browser.close();
  }
}

const gateTag = (src, main, { preload, preloadSession, locales }) =>
  `<script src="/${src}" data-main="${main}" data-preload="${preload}" data-preload-session="${preloadSession}"${locales.map(([lang, href]) => ` data-locale_${lang}="${href}"`).join('')}></script>`;

/**
 * Every page but the landing page (issue 15): the shell's page as built, with the gate, and the shell's files every
 * app page runs named in <head>, where the browser's preload scanner asks for them as soon as it reads them instead
 * of once the gate (main.js, React's renderer) or main.js (the rest) has been downloaded and run: main.js and React's
 * renderer first, the rest (`later`: the shell's chunks and libraries the landing page's snapshot ran) at low priority,
 * behind them and the page's first paint. index.html cannot name them: on the landing page they would take bandwidth
 * from its first paint. The API and nginx answer a navigation to any other path with this page.
 */
async function appPage(index, mainScript, preloads, later = []) {
  const first = [mainScript[1], ...preloads.preload.split(' ')].filter(Boolean);
  const link = (href, priority) =>
    `<link rel="preload" as="script"${priority ? ` fetchpriority="${priority}"` : ''} href="${href}"/>`;
  // (The gate asks for the session's files and the texts only where they are wanted.)
  const byGate = [...preloads.preloadSession.split(' '), ...preloads.locales.map(([, href]) => href)];
  const skip = (href) => href.startsWith('/main.js') || first.includes(href) || byGate.includes(href);
  const head = [
    await loadFailedTemplate(),
    gateTag(GATE.app, mainScript[1], preloads),
    ...first.map((href) => link(href)),
    ...later.filter((href) => !skip(href)).map((href) => link(href, 'low')),
  ].join('\n    ');
  return index.replace(mainScript[0], '').replace('</title>', `</title>\n    ${head}`);
}

export async function prerender(site = join(root, 'dist')) {
  const indexFile = join(site, 'index.html');
  const sourceFile = join(site, SOURCE_FILE);
  if (!existsSync(sourceFile)) {
    const built = readFileSync(indexFile, 'utf8');
    if (built.includes(MARK))
      throw new Error(`index.html is prerendered already and ${SOURCE_FILE} is missing: build again`);
    writeFileSync(sourceFile, built);
  }
  const index = readFileSync(sourceFile, 'utf8');
  const mainScript = MAIN_SCRIPT.exec(index);
  if (!mainScript) throw new Error("index.html has not the shell's main.js script tag to hand to the gate");
  const preloads = gatePreloads(site);
  for (const app of [false, true]) {
    const { code } = await minify(await gateScript({ app }), { compress: true, mangle: true });
    replaceFile(join(site, app ? GATE.app : GATE.landing), code);
  }
  /** Without a snapshot, the page as built: drawn by JavaScript, never an older version's HTML. */
  const unrendered = async (why) => {
    console.warn(`The landing page is not prerendered: ${why}`);
    if (readFileSync(indexFile, 'utf8') !== index) replaceFile(indexFile, index);
    replaceFile(join(site, APP_PAGE), await appPage(index, mainScript, preloads));
    return false;
  };
  if (!existsSync(CHROMIUM)) return unrendered(`no Chromium at ${CHROMIUM} (it draws with JavaScript only)`);
  const server = serve(site, index);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  let taken;
  try {
    taken = await snapshot(`http://127.0.0.1:${server.address().port}`);
  } catch (error) {
    // A page that could not be drawn (a machine too busy for the time allowed) costs speed, not the build.
    return unrendered(error.message.split('\n')[0]);
  } finally {
    server.close();
  }
  replaceFile(join(site, APP_PAGE), await appPage(index, mainScript, preloads, taken.scripts));
  const head = [
    `<style id="prerendered-styles" media="not all">${taken.styles.replaceAll('</style', '<\\/style')}</style>`,
    // Off unless the gate says so; no loading spinner over it meanwhile.
    `<style>html:not(.prerendered) [${MARK}]{display:none}html.prerendered #shell-ui>.ui-spinner{display:none}</style>`,
    // The gate loads the app's script itself (after the first paint where this HTML is the page), and shows one of
    // these when it cannot.
    await loadFailedTemplate(),
    gateTag(GATE.landing, mainScript[1], preloads),
  ].join('\n    ');
  const body = `<div id="single-spa-application:public">${taken.html}</div>`;
  // Right after the title: before the shell's script and its preloads, so the gate (parser-blocking) is fetched first.
  const out = index
    .replace(mainScript[0], '')
    .replace('</title>', `</title>\n    ${head}`)
    .replace(SHELL_UI, (shellUi) => `${shellUi}\n    ${body}`);
  if (out === index || !out.includes(body)) throw new Error('index.html has not the expected shape to prerender into');
  replaceFile(indexFile, out);
  const version = /data-version="([^"]*)"/.exec(taken.html)?.[1] ?? '?';
  console.log(
    `Prerendered the landing page (public ${version}) into index.html (${(taken.html.length / 1024).toFixed(1)} KB of HTML).`,
  );
  return true;
}

// node scripts/prerender.mjs [site]: the landing page again, from the public remote's stable version (remotes.json).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await prerender(process.argv[2] ?? join(root, 'dist'));
