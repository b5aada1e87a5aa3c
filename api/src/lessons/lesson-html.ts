import sanitizeHtml from 'sanitize-html';

/** Embedded players allowed in lessons (https only). */
const IFRAME_DOMAINS = ['youtube.com', 'youtube-nocookie.com'];
const IFRAME_HOSTS = ['player.vimeo.com'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img', 'iframe', 'figure', 'figcaption', 'span', 'u', 's', 'sub', 'sup',
  ],
  allowedAttributes: {
    a: ['href', 'name', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'frameborder'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'type'],
    '*': ['dir', 'lang'],
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { iframe: ['https'], img: ['https', 'http'] },
  allowProtocolRelative: false,
  allowedIframeDomains: IFRAME_DOMAINS,
  allowedIframeHostnames: IFRAME_HOSTS,
  allowIframeRelativeUrls: false,
  // Script and style contents are dropped, not shown as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript'],
  transformTags: {
    // Links leave the lesson in a new tab, without handing it window.opener.
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

/**
 * Lesson bodies are HTML written by staff: normal formatting, images, links and players from YouTube or Vimeo.
 * Everything else (scripts, event handlers, javascript: URLs, styles, other iframes) is removed. Applied when a
 * body is stored AND when it is sent, so content stored before a rule change is still safe.
 */
export function sanitizeLessonHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
