// HTML from the server (lesson bodies, notification banners, static pages) is sanitized again here, in every remote
// that shows it: the server sanitizes too, but the page must not trust a single layer with a child's session.
// Imported as @abacus/shared/html/sanitize-html (not through the index), so DOMPurify loads only with those pages.
// Embedded players are kept only from YouTube and Vimeo; <video> plays only our own files from /media/.
import DOMPurify from 'dompurify';

const VIDEO_HOSTS = new Set([
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
  'player.vimeo.com',
]);

/** An https embed from a known video host ("//www.youtube.com/embed/…" counts as https). */
export function isVideoEmbed(src: string | null): boolean {
  if (!src) return false;
  try {
    const url = new URL(src, 'https://invalid.invalid');
    return url.protocol === 'https:' && VIDEO_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

const SAME_ORIGIN = 'https://lesson.invalid';

/** A path on our own media route: no scheme, no host, nothing that resolves outside /media/ ("/media/../x"). */
export function isMediaPath(src: string | null): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters in a URL are refused on purpose
  if (!src?.startsWith('/media/') || /[\\\s\u0000-\u001f]/.test(src)) return false;
  try {
    const url = new URL(src, SAME_ORIGIN);
    return url.origin === SAME_ORIGIN && url.pathname.startsWith('/media/');
  } catch {
    return false;
  }
}

/** The attributes of media elements that load something (the server drops audio and track altogether). */
const MEDIA_URL_ATTRIBUTES: Record<string, string[]> = {
  VIDEO: ['src', 'poster'],
  SOURCE: ['src'],
  AUDIO: ['src'],
  TRACK: ['src'],
};

// Our own instance, so that these hooks never change what other code's DOMPurify does.
let purify: ReturnType<typeof DOMPurify> | null = null;

function instance() {
  if (purify) return purify;
  purify = DOMPurify(window);
  purify.addHook('uponSanitizeElement', (node, data) => {
    const element = node as Element;
    if (data.tagName === 'iframe' && !isVideoEmbed(element.getAttribute('src'))) node.parentNode?.removeChild(node);
    // A source from elsewhere goes entirely, so the browser moves on to the next one.
    if (data.tagName === 'source' && !isMediaPath(element.getAttribute('src'))) node.parentNode?.removeChild(node);
  });
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    if (MEDIA_URL_ATTRIBUTES[node.nodeName]?.includes(data.attrName) && !isMediaPath(data.attrValue))
      data.keepAttr = false;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && (node as Element).getAttribute('target') === '_blank') {
      (node as Element).setAttribute('rel', 'noopener noreferrer');
    }
    if (node.nodeName === 'IFRAME') (node as Element).setAttribute('loading', 'lazy');
    if (node.nodeName === 'VIDEO') {
      // The child starts and stops a lesson video: always controls, never autoplay.
      (node as Element).setAttribute('controls', '');
      (node as Element).removeAttribute('autoplay');
    }
  });
  return purify;
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return instance().sanitize(html, {
    // HTML only, as the server keeps it: no SVG or MathML (their parsing rules are where mutation XSS lives),
    // and no inline styles (DOMPurify keeps them by default, javascript: URLs in url() included).
    USE_PROFILES: { html: true },
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['allow', 'allowfullscreen', 'frameborder', 'target'],
    // <template> too: inert, but a leading one lands in <head> when parsed again, and the server drops it anyway.
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'template'],
    FORBID_ATTR: ['style'],
  });
}
