// The HTML of a group notification (spec 002 "Notification modal"; spec 000: the student's banner is HTML): what the
// editor writes, kept to text formatting and links. Sanitized here on save, and again in the student's browser.
import sanitizeHtml from 'sanitize-html';
import { hidesScheme } from '../lessons/lesson-html.ts';

export const NOTIFICATION_MAX_CHARS = 5000;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'h3', 'blockquote'],
  allowedAttributes: { a: ['href', 'target', 'rel'], p: ['dir'], li: ['dir'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href && !hidesScheme(attribs.href) ? { href: attribs.href } : {}),
        target: '_blank',
        rel: 'noopener noreferrer',
      },
    }),
  },
  disallowedTagsMode: 'discard',
};

/** The notification as it is stored: sanitized, and '' when nothing visible is left (an emptied editor). */
export function sanitizeNotification(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).trim() === '' ? '' : clean;
}
