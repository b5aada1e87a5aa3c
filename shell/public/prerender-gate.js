/* The landing page's first paint without JavaScript (issue 15): index.html carries the English landing page as HTML,
   rendered at build time (scripts/prerender.mjs). This script runs in <head>, before that HTML is painted, and keeps
   it only where the app itself would show exactly that page: at / to a visitor who is not signed in and whose
   language (the rules of shared/src/i18n/languages.ts pickLanguage: a host's forced language, ?lang=, the stored
   choice, the browser's languages) is English. Elsewhere the HTML and its styles stay off and the app draws as before.
   The two lists below are filled in at build time (scripts/prerender.mjs) from deploy/regions.json and the contract.
   It is built twice: for index.html, the page of /, and for app.html (APP_PAGE), the page of every other path, which
   never shows the landing page and fetches the page's remote early instead; the minifier leaves out of each the code
   only the other runs (the first load of / has a budget). */
(() => {
  const FORCED_HOSTS = __FORCED_HOSTS__;
  const LANGUAGES = __LANGUAGES__;
  const APP_PAGE = __APP_PAGE__;

  const known = (code) => (LANGUAGES.includes(code) ? code : null);
  function fromLocale(locale) {
    const base = String(locale || '')
      .toLowerCase()
      .split(/[-_]/)[0];
    return known(base === 'iw' ? 'he' : base === 'uk' ? 'ua' : base);
  }
  function language(env) {
    const hostname = env.host.split(':')[0];
    const forced = FORCED_HOSTS.find(([pattern]) => new RegExp(pattern, 'i').test(hostname));
    if (forced) return forced[1];
    if (known(env.query)) return env.query;
    if (known(env.stored)) return env.stored;
    for (const locale of env.browser) {
      const lang = fromLocale(locale);
      if (lang) return lang;
    }
    return 'en';
  }
  const wanted = (env) => env.path === '/' && !env.token && language(env) === 'en';
  const gate = { language, wanted };
  window.abacusPrerenderGate = gate;

  let show = false;
  let lang = 'en';
  let token = null;
  try {
    const env = {
      path: location.pathname,
      host: location.host,
      token: localStorage.getItem('token'),
      query: new URLSearchParams(location.search).get('lang'),
      stored: localStorage.getItem('language'),
      browser: navigator.languages || [navigator.language],
    };
    lang = language(env);
    show = wanted(env);
    token = env.token;
  } catch {
    // (Storage refused, say: the HTML stays off.)
  }
  // Off unless this says so (a gate that fails to load or run leaves the HTML and its styles off). 'prerendered' is
  // dropped by the shell once the first remote has mounted (shell/src/bootstrap.tsx).
  if (!APP_PAGE && show) {
    document.documentElement.classList.add('prerendered');
    const styles = document.getElementById('prerendered-styles');
    if (styles) styles.media = 'all';
  }

  // The app's script (its address is given by the build). Where this HTML is the page, it is asked for after the first
  // paint, so its download never competes with what that paint needs; elsewhere at once (a preload), to run once the
  // document is parsed, as the `defer` script it replaces did.
  const data = document.currentScript?.dataset ?? {};
  const main = data.main;
  if (!main) return;
  const whenParsed = (run) =>
    document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', run, { once: true }) : run();
  // The app's script could not be downloaded (a phone losing its network): say so in the page's language, with a
  // Reload, instead of spinning for ever. The messages are the build's (index.html, template#load-failed).
  const failed = () => {
    const messages = document.getElementById('load-failed')?.content;
    const box = messages?.querySelector(`[lang="${lang}"]`) || messages?.firstElementChild;
    if (!box) return;
    box.querySelector('button').onclick = () => location.reload();
    document.getElementById('shell-ui').replaceChildren(box);
  };
  const run = () => {
    const script = document.createElement('script');
    script.src = main;
    script.onerror = failed;
    document.head.appendChild(script);
  };
  if (!APP_PAGE && show) {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      whenParsed(run);
    };
    try {
      new PerformanceObserver((paints, observer) => {
        if (!paints.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        setTimeout(start);
      }).observe({ type: 'paint', buffered: true });
    } catch {
      requestAnimationFrame(() => setTimeout(start));
    }
    // A hidden tab paints nothing: the timer starts the app there.
    setTimeout(start, 1000);
  } else {
    // The two answers the shell's first page waits for, asked for now rather than once main.js has been downloaded
    // and run (shell/src/core/first-requests.ts takes them): the remote map, with the first files of the remote that
    // owns this path, and the region config.
    const path = location.pathname;
    gate.early = {
      // (Its answer is `no-store` already: nothing to bypass.)
      map: fetch(`/api/v1/remotes/map?${new URLSearchParams({ path, lang })}`, {
        headers: token ? { Authorization: `Token ${token}` } : {},
      }),
      region: fetch('/config/regions.json', { cache: 'no-cache' }),
    };
    // When the map arrives, the page's remote's manifest, first files and texts in the page's language (the API reads
    // them from the manifests: api/src/releases/first-files.ts). Its chunks are run at once: a chunk only hands its
    // modules to the remote's runtime (webpack's chunk-loading array, one per version), which then never asks for it;
    // one that fails is asked for again by the runtime. The manifest and the entry are fetched into the HTTP cache,
    // where the federation runtime finds them. Not <link rel=preload>: Chrome hands a preloaded answer, an error too,
    // to the next script of that address, so a Retry after a failed load would fail again on the old answer. Under
    // index.html, the shell fetches them (shell/src/core/first-files.ts). (The shell reads the map's body itself: this
    // reads a copy, taken before the shell's code can have run.)
    if (APP_PAGE)
      gate.early.firstFiles = gate.early.map
        .then((response) => (response.ok ? response.clone().json() : {}))
        .then(({ remotes = {}, first = {} }) => {
          for (const [owner, files] of Object.entries(first))
            for (const href of [remotes[owner], ...files.files, files.locales[lang]]) {
              if (!href) continue;
              if (/\.js$/.test(href) && !/\/remoteEntry\.js$/.test(href)) {
                const chunk = document.createElement('script');
                chunk.src = href;
                chunk.async = true;
                document.head.appendChild(chunk);
              } else {
                // The body is read so that the whole file lands in the cache.
                fetch(href, { priority: 'high' })
                  .then((file) => file.arrayBuffer())
                  .catch(() => {});
              }
            }
        })
        .catch(() => {});
    // With it, the shell's files main.js asks for only once it has run (React's renderer; the API client, its
    // interceptors and the early profile's code for a signed-in visitor; the shell's texts in the page's language), so
    // that they download beside it instead of one round trip after it (the build names them: scripts/prerender.mjs
    // gatePreloads).
    // (join writes nothing for an attribute the build did not give, or the session's files without a session.)
    for (const href of [main, data.preload, token && data.preloadSession, data[`locale_${lang}`]]
      .join(' ')
      .split(' ')) {
      // (app.html names some of them in its <head> already: scripts/prerender.mjs appPage.)
      if (!href || (APP_PAGE && document.querySelector(`link[rel=preload][href="${href}"]`))) continue;
      const preload = document.createElement('link');
      preload.rel = 'preload';
      preload.setAttribute('as', 'script');
      preload.href = href;
      document.head.appendChild(preload);
    }
    whenParsed(run);
  }
})();
