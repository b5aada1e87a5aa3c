import sanitizeHtml from 'sanitize-html';

/** Embedded players allowed in lessons (https only). */
const IFRAME_DOMAINS = ['youtube.com', 'youtube-nocookie.com'];
const IFRAME_HOSTS = ['player.vimeo.com'];

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
  allowedIframeDomains: IFRAME_DOMAINS,
  allowedIframeHostnames: IFRAME_HOSTS,
  allowIframeRelativeUrls: false,
  // Script and style contents are dropped, not shown as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript'],
  transformTags: {
    // Links leave the lesson in a new tab, without handing it window.opener.
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
    video: mediaOnly('src', 'poster'),
    source: mediaOnly('src'),
  },
  // A source that lost its foreign URL is nothing: it goes, so the browser tries the next one.
  exclusiveFilter: (frame) => frame.tag === 'source' && !frame.attribs.src,
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
