import sanitizeHtml from 'sanitize-html';

/**
 * Embedded players allowed in lessons (https only): exactly these hosts, as in the browser's sanitizer and the CSP's
 * frame-src, not their subdomains ("https://evil.example<TAB>.www.youtube.com/" is one, once the browser drops the tab).
 */
const IFRAME_HOSTS = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
  'player.vimeo.com',
];

const SAME_ORIGIN = 'https://lesson.invalid';

/**
 * Our own videos play only from our media route: a path under /media/, no scheme, no host, and nothing that
 * resolves elsewhere ("/media/../api/..." or "%2e%2e"). A foreign video would leak the child's visit to its host.
 */
export function isMediaPath(src: string | undefined): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters in a URL are refused on purpose
  if (!src?.startsWith('/media/') || /[\\\s\u0000-\u001f]/.test(src)) return false;
  try {
    const url = new URL(src, SAME_ORIGIN);
    return url.origin === SAME_ORIGIN && url.pathname.startsWith('/media/');
  } catch {
    return false;
  }
}

/**
 * True for a URL that hides a scheme behind invisible characters (controls, format characters such as U+200B or
 * U+FEFF, Unicode spaces): "\uFEFFjavascript:…" is a harmless relative path to a browser and passes sanitize-html,
 * but no real link needs them, and code that trims them (String.prototype.trim drops U+FEFF) would get javascript:.
 * Such a URL goes when, without them, its scheme is not one of ours.
 */
export function hidesScheme(url: string | undefined): boolean {
  const scheme = url && /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\p{Cc}\p{Cf}\p{Z}]/gu, ''))?.[1];
  return !!scheme && !['https', 'http', 'mailto'].includes(scheme.toLowerCase());
}

/** Drops the href and src that hide a scheme (see hidesScheme); sanitize-html checks the rest. */
const noHiddenScheme: sanitizeHtml.Transformer = (tagName, attribs) => {
  const kept = { ...attribs };
  for (const a of ['href', 'src']) if (hidesScheme(kept[a])) delete kept[a];
  return { tagName, attribs: kept };
};

const PRELOAD = ['none', 'metadata', 'auto'];

/** Drops the URL attributes of a video or its source that do not point into /media/. */
function mediaOnly(...attributes: string[]): sanitizeHtml.Transformer {
  return (tagName, attribs) => {
    const kept = { ...attribs };
    for (const a of attributes) if (a in kept && !isMediaPath(kept[a])) delete kept[a];
    if (tagName === 'video') {
      if ('preload' in kept && !PRELOAD.includes(kept.preload)) delete kept.preload;
      // A video must be startable and stoppable by the child: the controls are always there.
      kept.controls = '';
    }
    return { tagName, attribs: kept };
  };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'iframe',
    'video',
    'source',
    'figure',
    'figcaption',
    'span',
    'u',
    's',
    'sub',
    'sup',
  ],
  allowedAttributes: {
    a: ['href', 'name', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'frameborder'],
    // no autoplay: a lesson starts when the child presses play
    video: ['src', 'poster', 'controls', 'preload', 'width', 'height', 'title', 'loop', 'muted', 'playsinline'],
    source: ['src', 'type'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'type'],
    '*': ['dir', 'lang'],
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { iframe: ['https'], img: ['https', 'http'] },
  allowProtocolRelative: false,
  selfClosing: [...sanitizeHtml.defaults.selfClosing, 'source'],
  allowedIframeHostnames: IFRAME_HOSTS,
  allowIframeRelativeUrls: false,
  // Script and style contents are dropped, not shown as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript'],
  transformTags: {
    // Links leave the lesson in a new tab, without handing it window.opener.
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
    // The inside of an iframe is raw text that browsers never show, and that would be escaped once more at each
    // sanitizing ("&lt;" becoming "&amp;lt;"): it goes.
    iframe: (tagName, attribs) => ({ tagName, attribs, text: '' }),
    video: mediaOnly('src', 'poster'),
    source: mediaOnly('src'),
    '*': noHiddenScheme,
  },
  // A source that lost its foreign URL is nothing: it goes, so the browser tries the next one. So does an iframe
  // that lost its URL (an empty same-origin frame, as the browser's sanitizer removes it too).
  exclusiveFilter: (frame) => (frame.tag === 'source' || frame.tag === 'iframe') && !frame.attribs.src,
};

/**
 * Lesson bodies are HTML written by staff: normal formatting, images, links, players from YouTube or Vimeo and
 * our own videos from /media/. Everything else (scripts, event handlers, javascript: URLs, styles, other iframes,
 * videos from elsewhere) is removed. Applied when a body is stored AND when it is sent, so content stored before a
 * rule change is still safe.
 */
export function sanitizeLessonHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
