/* The landing page's first paint without JavaScript (issue 15): index.html carries the English landing page as HTML,
   rendered at build time (scripts/prerender.mjs). This script runs in <head>, before that HTML is painted, and keeps
   it only where the app itself would show exactly that page: at / to a visitor who is not signed in and whose
   language (the rules of shared/src/i18n/languages.ts pickLanguage: a host's forced language, ?lang=, the stored
   choice, the browser's languages) is English. Elsewhere the HTML and its styles stay off and the app draws as before.
   The two lists below are filled in at build time (scripts/prerender.mjs) from deploy/regions.json and the contract. */
(() => {
  var FORCED_HOSTS = __FORCED_HOSTS__;
  var LANGUAGES = __LANGUAGES__;

  function known(code) {
    return LANGUAGES.indexOf(code) >= 0 ? code : null;
  }
  function fromLocale(locale) {
    var base = String(locale || '')
      .toLowerCase()
      .split(/[-_]/)[0];
    if (base === 'iw') base = 'he';
    if (base === 'uk') base = 'ua';
    return known(base);
  }
  function language(env) {
    for (var i = 0; i < FORCED_HOSTS.length; i++) {
      if (new RegExp(FORCED_HOSTS[i][0], 'i').test(env.host.split(':')[0])) return FORCED_HOSTS[i][1];
    }
    if (known(env.query)) return env.query;
    if (known(env.stored)) return env.stored;
    for (var j = 0; j < env.browser.length; j++) {
      var lang = fromLocale(env.browser[j]);
      if (lang) return lang;
    }
    return 'en';
  }
  function wanted(env) {
    return env.path === '/' && !env.token && language(env) === 'en';
  }
  window.abacusPrerenderGate = { language: language, wanted: wanted };

  var show = false;
  try {
    show = wanted({
      path: location.pathname,
      host: location.host,
      token: localStorage.getItem('token'),
      query: new URLSearchParams(location.search).get('lang'),
      stored: localStorage.getItem('language'),
      browser: navigator.languages || [navigator.language],
    });
  } catch (error) {
    show = false;
  }
  // Off unless this says so (a gate that fails to load or run leaves the HTML and its styles off). 'prerendered' is
  // dropped by the shell once the first remote has mounted (shell/src/bootstrap.tsx).
  if (show) {
    document.documentElement.classList.add('prerendered');
    var styles = document.getElementById('prerendered-styles');
    if (styles) styles.media = 'all';
  }
})();
