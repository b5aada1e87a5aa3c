// HTML from the server (lesson bodies, the profile's notification banner) is sanitized again here:
// the server sanitizes too, but the page must not trust a single layer with a child's session.
// Embedded players are kept only from YouTube and Vimeo.
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

// Our own instance, so that these hooks never change what other code's DOMPurify does.
let purify: ReturnType<typeof DOMPurify> | null = null;

function instance() {
  if (purify) return purify;
  purify = DOMPurify(window);
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'iframe' && !isVideoEmbed((node as Element).getAttribute('src'))) node.parentNode?.removeChild(node);
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && (node as Element).getAttribute('target') === '_blank') {
      (node as Element).setAttribute('rel', 'noopener noreferrer');
    }
    if (node.nodeName === 'IFRAME') (node as Element).setAttribute('loading', 'lazy');
  });
  return purify;
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return instance().sanitize(html, {
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['allow', 'allowfullscreen', 'frameborder', 'target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  });
}
